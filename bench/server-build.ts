import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(__dirname, '..');

/** The compiled server that `npm start` runs; the benchmarks measure that, not the sources. */
export const SERVER_BUNDLE = 'build/server.cjs';

let built = false;

/** Builds the server bundle once per benchmark run (it takes under a second). */
export function serverArgs(): string[] {
  if (!built) {
    execFileSync('npm', ['run', '--silent', 'build:server'], { cwd: root, stdio: 'inherit' });
    built = true;
  }
  return ['--enable-source-maps', SERVER_BUNDLE];
}
