// The load bench prints what each answer cost in CPU per process, read from Linux's /proc
// (bench/process-cpu.ts): the figure that follows the code when throughput follows the machine.
import { spawn } from 'node:child_process';
import { cpus } from 'node:os';
import { cpuLine, parseProcStat, processesCpu, startCpuCount } from '../../bench/process-cpu';

// a /proc/<pid>/stat line as Linux writes it (fields after the name: state, ppid, …, utime, stime)
const statLine = (command: string, utime: number, stime: number) =>
  `4242 (${command}) S 1 4242 4242 0 -1 4194560 1523 0 0 0 ${String(utime)} ${String(stime)} 0 0 20 0 11 0 812 1104 2048`;

describe("a process's CPU time from /proc", () => {
  it('reads user and kernel time in clock ticks, as milliseconds', () => {
    expect(parseProcStat(statLine('postgres', 250, 40), 10)).toEqual({
      command: 'postgres',
      cpu: { user: 2500, kernel: 400 },
    });
  });

  it('finds the fields after a command name holding spaces and parentheses', () => {
    expect(parseProcStat(statLine('node (x) y', 7, 3), 10)).toEqual({
      command: 'node (x) y',
      cpu: { user: 70, kernel: 30 },
    });
  });

  it('gives null for a line that is not a stat line', () => {
    expect(parseProcStat('', 10)).toBeNull();
    expect(parseProcStat('12 (cut', 10)).toBeNull();
    expect(parseProcStat('12 (short) S 1 2', 10)).toBeNull();
  });

  it("counts a busy child's time, and gives null once the process is gone", async () => {
    const child = spawn(process.execPath, [
      '-e',
      'const end = Date.now() + 400; while (Date.now() < end); setInterval(() => {}, 1000);',
    ]);
    try {
      const pid = child.pid ?? 0;
      const start = processesCpu([pid]);
      expect(start).not.toBeNull();
      const finished = startCpuCount([pid], { postgres: false });
      await new Promise((wait) => setTimeout(wait, 600));
      const cpu = finished(10);
      // about 400 ms of a busy loop over 10 answers: tens of ms each, far from 0
      expect(cpu.server).not.toBeNull();
      expect((cpu.server?.user ?? 0) + (cpu.server?.kernel ?? 0)).toBeGreaterThan(10);
      expect(cpu.postgres).toBeUndefined();
      expect(cpuLine(cpu)).toMatch(
        /^CPU per answer: server \d+\.\d\d ms \(kernel \d+\.\d\d ms\), clients \d+\.\d\d ms; together \d+ % of the \d+ cores$/,
      );
    } finally {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGKILL');
      await exited;
    }
    expect(processesCpu([child.pid ?? 0])).toBeNull();
  });

  it('says so when PostgreSQL runs on another machine', () => {
    expect(
      cpuLine({
        server: { user: 1.5, kernel: 0.25 },
        postgres: null,
        clients: { user: 0.2, kernel: 0.1 },
        busyPercent: 80,
      }),
    ).toBe(
      `CPU per answer: server 1.75 ms (kernel 0.25 ms), PostgreSQL not measured (not on this machine), clients 0.30 ms; together 80 % of the ${String(cpus().length)} cores`,
    );
  });
});
