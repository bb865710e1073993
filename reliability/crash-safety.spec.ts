// Crash safety: the compiled server under a write load is killed with SIGKILL while calls are in
// flight, restarted on the same database, and the database is checked directly: it is sound
// (PRAGMA integrity_check on SQLite), ledgers balance and counters match (checkConsistency), and
// every write the server acknowledged before the crash is there. Then the restarted server takes
// writes again, and the next cycle kills it once more. On SQLite, and on PostgreSQL when
// TEST_DATABASE_URL is set.
//
// CRASH_CYCLES (default 3), CRASH_LOOPS (concurrent write loops, default 24) and CRASH_SEED (the
// load's choices and the kill delays; printed) tune a run.
import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test, type TestContext } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { logInAsAdmin, startBenchServer, type BenchServer } from '../bench/bench-server';
import { checkConsistency } from '../server/src/db/consistency';
import { createDatabase, type DatabaseHandle } from '../server/src/db/database';
import { call, field } from './support/api';
import { NO_POSTGRES, createFreshPostgres, testDatabaseUrl } from './support/postgres';
import {
  AckLog,
  findLostWrites,
  loadFixtures,
  seededRandom,
  startWriteLoad,
  writeOnce,
} from './support/write-load';

const positive = (value: string | undefined, fallback: number): number => {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
};

const CYCLES = positive(process.env.CRASH_CYCLES, 3);
const LOOPS = positive(process.env.CRASH_LOOPS, 24);
const SEED = positive(process.env.CRASH_SEED, randomInt(1, 2 ** 31));
/** A start, and per cycle a load, a restart and the checks, with room to spare on a busy machine. */
const TIMEOUT_MS = 60_000 + CYCLES * 20_000;

/** Where the server keeps its data: a SQLite file, or a PostgreSQL database. */
type Target = { databaseFile: string } | { databaseUrl: string };

/** Opens the database directly (no server in between), runs `work`, closes it. */
async function withDatabase<T>(
  target: Target,
  work: (handle: DatabaseHandle) => Promise<T>,
): Promise<T> {
  const handle =
    'databaseUrl' in target
      ? createDatabase({ url: target.databaseUrl })
      : createDatabase({ url: '', file: target.databaseFile });
  try {
    return await work(handle);
  } finally {
    await handle.db.destroy();
  }
}

/** The database as it stands: sound, balanced, and holding every acknowledged write. */
async function assertIntact(target: Target, log: AckLog): Promise<void> {
  await withDatabase(target, async ({ db, dialect }) => {
    const report = await checkConsistency(db, dialect);
    assert.equal(report.integrity, 'ok', 'integrity check');
    assert.ok(report.ok, `consistency: ${JSON.stringify(report)}`);
    assert.deepEqual(await findLostWrites(db, log), [], 'acknowledged writes lost');
  });
}

async function crashCycles(t: TestContext, target: Target, dialect: string): Promise<void> {
  const random = seededRandom(SEED);
  const workDir = mkdtempSync(join(tmpdir(), 'gas-crash-'));
  const env = { SEED: 'demo' };
  let server: BenchServer | undefined;
  try {
    server = await startBenchServer({ ...target, workDir, env });
    const port = Number(new URL(server.baseUrl).port);
    const { baseUrl } = server;
    const token = await logInAsAdmin(baseUrl);
    const fixtures = await withDatabase(target, ({ db }) => loadFixtures(db));
    const log = new AckLog();
    t.diagnostic(
      `CRASH_SEED=${String(SEED)} CRASH_CYCLES=${String(CYCLES)} loops=${String(LOOPS)}`,
    );

    // calls the kills cut off, over all cycles: one kill may land just after a flush of the WAL
    // released every answer in flight (SQLite answers wait for it together), so a single cycle
    // may cut none
    let cutOff = 0;
    for (let cycle = 1; cycle <= CYCLES; cycle += 1) {
      const load = startWriteLoad({ baseUrl, token, fixtures, log, loops: LOOPS, random });
      const delay = 1000 + Math.floor(random() * 2000);
      await sleep(delay);
      const running: BenchServer = server;
      const report = await load.halt(() => running.kill());
      t.diagnostic(
        `cycle ${String(cycle)}: SIGKILL after ${String(delay)} ms; ${String(report.inFlightAtCrash)} calls awaited an answer, ` +
          `${String(report.failedByCrash)} of them never got one; ${String(report.acknowledged)} writes acknowledged ` +
          `(${String(log.writes)} in all), ${String(report.refused)} refused for a short balance`,
      );
      assert.deepEqual(report.unexpected, [], 'answers other than 2xx or a short balance');
      assert.ok(report.acknowledged > 0, 'the load wrote something before the crash');
      cutOff += report.failedByCrash;

      server = await startBenchServer({ ...target, workDir, port, env });
      // healthy; and the admin's token of before the crash is still taken (health answers the
      // dialect to staff only): sessions and the signing key are rows, not process memory
      const health = await call(baseUrl, 'GET', '/api/health', { token });
      assert.equal(health.status, 200);
      assert.equal(field(health.body, 'status'), 'ok');
      assert.equal(field(health.body, 'database'), dialect);
      await assertIntact(target, log);
      // and it takes writes again (checked in the database by the next cycle, or at the end)
      assert.deepEqual(await writeOnce({ baseUrl, token, fixtures, log }), [201, 201, 200]);
    }

    assert.ok(cutOff > 0, 'the crashes left calls unanswered');
    await server.stop();
    await assertIntact(target, log);
  } finally {
    await server?.kill();
    rmSync(workDir, { recursive: true, force: true });
  }
}

void describe('crash safety: SIGKILL under a write load, restart, nothing acknowledged is lost', () => {
  void test('SQLite (a temporary file, demo data)', { timeout: TIMEOUT_MS }, async (t) => {
    const folder = mkdtempSync(join(tmpdir(), 'gas-crash-db-'));
    try {
      await crashCycles(t, { databaseFile: join(folder, 'gas.db') }, 'sqlite');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  void test('PostgreSQL (a fresh database, demo data)', { timeout: TIMEOUT_MS }, async (t) => {
    const baseUrl = testDatabaseUrl();
    if (baseUrl === undefined) {
      t.skip(NO_POSTGRES);
      return;
    }
    const database = await createFreshPostgres(baseUrl, 'gas_crash');
    try {
      await crashCycles(t, { databaseUrl: database.url }, 'postgres');
    } finally {
      await database.drop();
    }
  });
});
