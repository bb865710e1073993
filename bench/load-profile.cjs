// A profile of the compiled server under `npm run bench:load` (Node refuses --cpu-prof in
// NODE_OPTIONS, so this preload does it through the inspector):
//   NODE_OPTIONS="--require ./bench/load-profile.cjs" LOAD_PROFILE_DIR=/tmp/prof npm run bench:load
// then, once the mix has started, `touch /tmp/prof/go`: the server profiles its CPU for
// LOAD_PROFILE_SECONDS (10) and writes server-<pid>.cpuprofile (open it in Chrome's DevTools) and
// loop-<pid>.txt (the event loop's delay over the same seconds) there. Other processes ignore it.
'use strict';
if (process.argv.some((argument) => argument.endsWith('server.cjs'))) {
  const { existsSync, unlinkSync, writeFileSync } = require('node:fs');
  const { join } = require('node:path');
  const { Session } = require('node:inspector');
  const { monitorEventLoopDelay } = require('node:perf_hooks');
  const dir = process.env.LOAD_PROFILE_DIR ?? '/tmp/gas-load-profile';
  const seconds = Number(process.env.LOAD_PROFILE_SECONDS ?? 10);
  const trigger = join(dir, 'go');
  const poll = setInterval(() => {
    if (!existsSync(trigger)) return;
    clearInterval(poll);
    unlinkSync(trigger);
    const session = new Session();
    session.connect();
    const delay = monitorEventLoopDelay({ resolution: 5 });
    delay.enable();
    session.post('Profiler.enable', () => {
      session.post('Profiler.start', () => {
        setTimeout(() => {
          session.post('Profiler.stop', (error, result) => {
            delay.disable();
            if (error) throw error;
            const name = (kind, ext) => join(dir, `${kind}-${String(process.pid)}.${ext}`);
            writeFileSync(name('server', 'cpuprofile'), JSON.stringify(result.profile));
            const ms = (ns) => (ns / 1e6).toFixed(1);
            writeFileSync(
              name('loop', 'txt'),
              `event loop delay: mean ${ms(delay.mean)} ms, p50 ${ms(delay.percentile(50))} ms, p99 ${ms(delay.percentile(99))} ms, max ${ms(delay.max)} ms\n`,
            );
          });
        }, seconds * 1000);
      });
    });
  }, 200);
  poll.unref();
}
