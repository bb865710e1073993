// The SPA builds the browser tests drive: the app as `npm start` serves it (in dist/, with the
// colour switcher on, to exercise it) and the landing page's build (the auth guard off, without
// the switcher: the page exactly as a visitor first sees it), which only e2e/landing.spec.ts uses.
// `npm run test:e2e` makes both side by side before the specs run (each keeps about one core busy
// for a minute); the landing spec alone builds its own when E2E_LANDING_SPA does not name one.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(__dirname, '..', '..');

/**
 * Where `npm run test:e2e` puts the landing page's build (inside build/, git-ignored); the script's
 * E2E_LANDING_SPA names it too.
 */
export const PREBUILT_LANDING_SPA = 'build/e2e-landing-spa';

/**
 * A production build (no type check: tsc does that) with this environment, into `SPA_DIR` if it
 * names a folder, else dist/ (an SPA_DIR of the caller's own environment is not passed on);
 * rejects with webpack's output.
 */
function buildSpa(env: Record<string, string>): Promise<void> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, SPA_DIR: undefined, ...env };
  return new Promise((done, fail) => {
    const child = spawn(
      process.execPath,
      [
        require.resolve('webpack-cli/bin/cli.js'),
        '--config',
        'webpack.config.js',
        '--mode',
        'production',
        '--env',
        'fast',
      ],
      { cwd: root, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', fail);
    child.once('exit', (code) => {
      if (code === 0) done();
      else fail(new Error(`webpack exited with ${String(code)}:\n${output}`));
    });
  });
}

/** The app, into dist/, with the colour switcher. */
export const buildAppSpa = (): Promise<void> => buildSpa({ MULTI_COLOR: 'true' });

/** The landing page's build, into `outDir`. */
export const buildLandingSpa = (outDir: string): Promise<void> =>
  buildSpa({ AUTH_GUARD: 'off', SPA_DIR: resolve(root, outDir), MULTI_COLOR: '' });
