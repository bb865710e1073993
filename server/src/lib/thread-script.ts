import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker, type WorkerOptions } from 'node:worker_threads';

// A worker thread's code, from the server's build or from the TypeScript sources. The build
// (`npm run build:server`) compiles each thread's entry beside the server bundle
// (build/<name>.cjs); when the server runs from its sources (development, tests), the entry is
// bundled once per process by esbuild (the server's bundler), packages left to require: far cheaper
// per thread than a TypeScript loader in each.

const bundled = new Map<string, Promise<string>>();

function bundle(source: string): Promise<string> {
  let text = bundled.get(source);
  if (text === undefined) {
    text = import('esbuild').then(async ({ build }) => {
      const result = await build({
        entryPoints: [source],
        bundle: true,
        platform: 'node',
        target: 'node20',
        format: 'cjs',
        packages: 'external',
        write: false,
        logLevel: 'silent',
      });
      return result.outputFiles[0]?.text ?? '';
    });
    bundled.set(source, text);
  }
  return text;
}

/**
 * A new thread running `<folder>/<name>.ts`: the compiled `<name>.cjs` beside the running code
 * when there is one (the server bundle's folder), else that source bundled on the fly.
 */
export async function startThread(
  folder: string,
  name: string,
  options: WorkerOptions = {},
): Promise<Worker> {
  const compiled = join(folder, `${name}.cjs`);
  if (existsSync(compiled)) return new Worker(compiled, options);
  return new Worker(await bundle(join(folder, `${name}.ts`)), { ...options, eval: true });
}
