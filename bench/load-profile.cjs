// A profile of the compiled server under `npm run bench:load` (Node refuses --cpu-prof in
// NODE_OPTIONS, so this preload does it through the inspector):
//   NODE_OPTIONS="--require ./bench/load-profile.cjs" LOAD_PROFILE_DIR=/tmp/prof npm run bench:load
// then, once the mix has started, `touch /tmp/prof/go`: the server profiles its CPU for
// LOAD_PROFILE_SECONDS (10) and writes server-<pid>.cpuprofile (open it in Chrome's DevTools) and
// loop-<pid>.txt (the event loop's delay over the same seconds) there, and each read thread its
// own files, named -t<thread id> after the pid. Other processes ignore it.
// With LOAD_PROFILE_SQL=1 it times SQLite's statements instead of profiling the CPU (their callers'
// stacks are lost behind Kysely's connection queue in a CPU profile): every `all`, `run` and `get`
// of better-sqlite3 over the same seconds, summed per SQL text (and per number of parts of a
// union), in sql-<pid>.txt (slowest first).
'use strict';
// the server's process, and the threads it starts (they inherit its environment)
const { isMainThread, threadId } = require('node:worker_threads');
if (isMainThread && process.argv.some((argument) => argument.endsWith('server.cjs')))
  process.env.GAS_LOAD_PROFILED = '1';
if (process.env.GAS_LOAD_PROFILED === '1') {
  const { existsSync, unlinkSync, writeFileSync } = require('node:fs');
  const { join } = require('node:path');
  const { Session } = require('node:inspector');
  const { monitorEventLoopDelay } = require('node:perf_hooks');
  const dir = process.env.LOAD_PROFILE_DIR ?? '/tmp/gas-load-profile';
  const seconds = Number(process.env.LOAD_PROFILE_SECONDS ?? 10);
  const trigger = join(dir, 'go');
  // each thread of the server (the event loop's, the read threads) writes its own files
  const name = (kind, ext) =>
    join(
      dir,
      `${kind}-${String(process.pid)}${threadId === 0 ? '' : `-t${String(threadId)}`}.${ext}`,
    );
  const statements = process.env.LOAD_PROFILE_SQL === '1' ? timeStatements() : null;
  const poll = setInterval(() => {
    if (!existsSync(trigger)) return;
    clearInterval(poll);
    // every thread polls: the trigger is removed once they all had time to see it
    setTimeout(() => {
      try {
        unlinkSync(trigger);
      } catch {
        // another thread removed it
      }
    }, 1000);
    if (statements !== null) {
      statements.start();
      setTimeout(() => writeFileSync(name('sql', 'txt'), statements.stop()), seconds * 1000);
      return;
    }
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

/** Wraps better-sqlite3's statements (the server's own copy) to sum their time per SQL text. */
function timeStatements() {
  const Database = require(require.resolve('better-sqlite3', { paths: [process.cwd()] }));
  const totals = new Map();
  let on = false;
  let started = 0;
  const wrapped = new WeakSet();
  const prepare = Database.prototype.prepare;
  Database.prototype.prepare = function (...args) {
    const statement = prepare.apply(this, args);
    const proto = Object.getPrototypeOf(statement);
    if (!wrapped.has(proto)) {
      wrapped.add(proto);
      for (const method of ['all', 'run', 'get']) {
        const original = proto[method];
        proto[method] = function (...parameters) {
          if (!on) return original.apply(this, parameters);
          const start = process.hrtime.bigint();
          try {
            return original.apply(this, parameters);
          } finally {
            const ms = Number(process.hrtime.bigint() - start) / 1e6;
            const source = this.source.replace(/\s+/g, ' ').trim();
            // statements alike in their first 300 characters told apart by their parts
            const parts = source.split(' union all ').length;
            const text = `${parts > 1 ? `[${String(parts)} parts] ` : ''}${source.slice(0, 300)}`;
            const total = totals.get(text) ?? { calls: 0, ms: 0 };
            total.calls += 1;
            total.ms += ms;
            totals.set(text, total);
          }
        };
      }
    }
    return statement;
  };
  return {
    start() {
      on = true;
      started = Date.now();
    },
    stop() {
      on = false;
      const rows = [...totals].sort((a, b) => b[1].ms - a[1].ms);
      const sum = rows.reduce((all, [, total]) => all + total.ms, 0);
      const lines = rows.map(
        ([text, total]) =>
          `${total.ms.toFixed(0).padStart(7)} ms ${String(total.calls).padStart(7)} calls ${(total.ms / total.calls).toFixed(3)} ms each  ${text}`,
      );
      return `${String(Date.now() - started)} ms of wall time, ${sum.toFixed(0)} ms in statements\n${lines.join('\n')}\n`;
    },
  };
}
