// `npm run dev`: the developer's loop in one command and two processes. The API server runs from
// its TypeScript sources in watch mode (restarted on every save under server/), and
// webpack-dev-server serves the SPA with React Refresh (a saved screen swaps in place, its state
// kept), proxying /api and /auth to the API. Ctrl-C stops both; if one of them dies, so does the
// other. A handful of lines of child_process instead of a process-runner dependency.
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(__dirname, '..');
const webPort = process.env.PORT ?? '8080';
const apiPort = process.env.API_PORT ?? String(Number(webPort) + 1);

const colours = { api: '\u001b[36m', web: '\u001b[35m' } as const;
const reset = '\u001b[0m';

function prefixed(
  name: keyof typeof colours,
  stream: NodeJS.ReadableStream,
  out: NodeJS.WriteStream,
) {
  let pending = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) out.write(`${colours[name]}[${name}]${reset} ${line}\n`);
  });
}

function start(name: keyof typeof colours, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  prefixed(name, child.stdout, process.stdout);
  prefixed(name, child.stderr, process.stderr);
  return child;
}

const children = [
  start('api', ['--import', 'tsx', '--watch', '--watch-path=server/src', 'server/src/server.ts'], {
    PORT: apiPort,
    HOST: process.env.HOST ?? '127.0.0.1',
    // the SPA comes from the dev server; the API serves no stale build
    SPA_DIR: 'build/no-spa-in-dev',
  }),
  start(
    'web',
    [
      require.resolve('webpack-cli/bin/cli.js'),
      'serve',
      '--config',
      'webpack.config.js',
      '--mode',
      'development',
    ],
    { PORT: webPort, API_PORT: apiPort },
  ),
];

let stopping = false;
function stopAll(code: number): void {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 3000).unref();
  const running = children.filter((child) => child.exitCode === null);
  void Promise.all(running.map((child) => new Promise((done) => child.once('exit', done)))).then(
    () => process.exit(code),
  );
}

for (const child of children)
  child.once('exit', (code) => {
    stopAll(code ?? 1);
  });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => stopAll(0));

process.stdout.write(
  `Gas LP dev loop: app on http://localhost:${webPort} (hot reload), API on http://127.0.0.1:${apiPort}\n`,
);
