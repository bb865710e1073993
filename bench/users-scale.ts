// Users at scale: a throwaway SQLite database with 100,000 users, the real server in a child
// process, and the figures an operator feels: how fast a paginated search answers, and how long a
// full Excel or PDF export of every user takes and how much memory its process peaks at.
// Prints figures, asserts nothing. Run alone with `node --import tsx bench/users-scale.ts`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { hashPassword } from '../server/src/auth/passwords';
import { createDatabase } from '../server/src/db/database';
import { migrateToLatest } from '../server/src/db/migrate';
import { emailDomains, givenNames, surnames, zoneSeeds } from '../server/src/db/seed/catalog';
import { seedDatabase } from '../server/src/db/seed';
import { SeededRandom } from '../server/src/db/seed/random';
import type { NewUser } from '../server/src/db/tables';
import { userSearchText } from '../server/src/domain/search-texts';
import { normaliseSearch } from '../server/src/lib/search-text';
import {
  logInAsAdmin,
  mb,
  peakRss,
  startBenchServer,
  timingLine,
  timingOf,
  type BenchServer,
  type CallTiming,
} from './bench-server';

const USERS = 100_000;
const SEARCH_CALLS = 240;
const WARM_UP_CALLS = 20;
const INSERT_ROWS = 500;
const ROWS_PER_TRANSACTION = 20_000;

export interface ExportFigure {
  seconds: number;
  bytes: number;
  /** VmHWM of the server process: its peak resident memory, start-up included. */
  peakRssBytes: number;
  /** VmHWM just before the export started. */
  peakRssBeforeBytes: number;
  /** `/api/health` asked every 20 ms while the export ran: how long the event loop kept it waiting. */
  healthDuring: CallTiming;
}

export interface UsersScaleFigures {
  users: number;
  buildSeconds: number;
  search: CallTiming;
  excel: ExportFigure;
  pdf: ExportFigure;
}

const slug = (text: string): string => normaliseSearch(text).replace(/[^a-z0-9]+/g, '.');

/** Creates, migrates and fills the database: the demo accounts, two zones, then the users. */
export async function buildDatabase(file: string): Promise<void> {
  const handle = createDatabase({ url: '', file });
  try {
    await migrateToLatest(handle.db);
    await seedDatabase(handle.db, { size: 'minimal' });
    const zones = await handle.db.selectFrom('zones').select('id').execute();
    const random = new SeededRandom(100_000);
    const passwordHash = await hashPassword('Bench-only-password-1');
    const now = Date.now();
    const areaCodes = zoneSeeds.map((zone) => zone.areaCode);
    for (let first = 0; first < USERS; first += ROWS_PER_TRANSACTION) {
      await handle.db.transaction().execute(async (trx) => {
        const last = Math.min(first + ROWS_PER_TRANSACTION, USERS);
        for (let start = first; start < last; start += INSERT_ROWS) {
          const rows: NewUser[] = [];
          for (let index = start; index < Math.min(start + INSERT_ROWS, last); index += 1) {
            const name = random.pick(givenNames);
            const last_name = `${random.pick(surnames)} ${random.pick(surnames)}`;
            const staff = random.chance(0.01);
            const handleText = `${slug(name.split(' ')[0] ?? name)}.${slug(last_name.split(' ')[0] ?? last_name)}${String(index + 1)}`;
            const areaCode = random.pick(areaCodes);
            const fields = {
              name,
              last_name,
              email: `${handleText}@${staff ? 'gaslp.mx' : random.pick(emailDomains)}`,
              phone: `${areaCode}${random.digits(10 - areaCode.length)}`,
              number: staff ? String(500_000 + index) : null,
              username: random.chance(0.3) ? handleText : null,
            };
            const createdAt = new Date(now - random.int(0, 1500) * 86_400_000).toISOString();
            rows.push({
              ...fields,
              password_hash: passwordHash,
              address: null,
              type_user: staff ? 'empleado' : 'usuario',
              zone_id: random.pick(zones).id,
              tokens_valid_after: null,
              search_text: userSearchText(fields),
              created_at: createdAt,
              updated_at: createdAt,
              deleted_at: random.chance(0.03) ? createdAt : null,
            });
          }
          await trx.insertInto('users').values(rows).execute();
        }
      });
    }
  } finally {
    await handle.db.destroy();
  }
}

interface ServerChild extends BenchServer {
  token: string;
}

/** The real server on the bench database, signed in as the admin. */
async function startServer(databaseFile: string, workDir: string): Promise<ServerChild> {
  const server = await startBenchServer({ databaseFile, workDir });
  return { ...server, token: await logInAsAdmin(server.baseUrl) };
}

const searchTerms = [
  'garcía',
  'garcia',
  'HERNÁNDEZ',
  'maria jose',
  'lópez',
  'gonz',
  'ramírez',
  'martinez',
  'josé luis',
  'guadalupe',
  'núñez',
  'sanchez',
  'gmail',
  'hotmail.com',
  '3312',
  '81',
  'torres',
  'fernanda',
  'cruz',
  'alejandro',
  'ortiz',
  'mendoza',
  'zzzz',
  'de la',
];

async function measureSearch(server: ServerChild): Promise<CallTiming> {
  const random = new SeededRandom(4242);
  const lastPage = new Map<string, number>();
  const sizes = [10, 10, 10, 15, 25, 50];
  const timings: number[] = [];
  for (let call = 0; call < WARM_UP_CALLS + SEARCH_CALLS; call += 1) {
    const term = searchTerms[call % searchTerms.length] ?? 'garcia';
    const size = random.pick(sizes);
    const pages = lastPage.get(`${term}/${String(size)}`);
    const page = pages === undefined ? 1 : random.int(1, pages);
    const started = performance.now();
    const response = await fetch(
      `${server.baseUrl}/api/users/paginated/${String(page)}/${String(size)}/${encodeURIComponent(term)}`,
      { headers: { authorization: `Bearer ${server.token}` } },
    );
    const body = (await response.json()) as { last_page: number };
    const elapsed = performance.now() - started;
    if (!response.ok) throw new Error(`search failed: ${String(response.status)}`);
    lastPage.set(`${term}/${String(size)}`, body.last_page);
    if (call >= WARM_UP_CALLS) timings.push(elapsed);
  }
  return timingOf('/api/health meanwhile', timings);
}

async function measureExport(
  databaseFile: string,
  workDir: string,
  format: 'excel' | 'pdf',
): Promise<ExportFigure> {
  const server = await startServer(databaseFile, workDir);
  try {
    const peakRssBeforeBytes = peakRss(server.pid);
    const started = performance.now();
    const running = { done: false };
    const health = probeHealth(server.baseUrl, running);
    let bytes = 0;
    try {
      const response = await fetch(`${server.baseUrl}/api/users/list/${format}/all`, {
        headers: { authorization: `Bearer ${server.token}` },
      });
      if (!response.ok || response.body === null)
        throw new Error(`${format} export failed: ${String(response.status)}`);
      for await (const chunk of response.body) bytes += (chunk as Uint8Array).length;
    } finally {
      running.done = true;
    }
    const seconds = (performance.now() - started) / 1000;
    return {
      seconds,
      bytes,
      peakRssBytes: peakRss(server.pid),
      peakRssBeforeBytes,
      healthDuring: await health,
    };
  } finally {
    await server.stop();
  }
}

/** Asks `/api/health` every 20 ms until `running.done`, and times each answer. */
async function probeHealth(baseUrl: string, running: { done: boolean }): Promise<CallTiming> {
  const timings: number[] = [];
  while (!running.done) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/health`);
    await response.arrayBuffer();
    timings.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return timingOf('/api/health meanwhile', timings);
}

export async function measureUsersScale(): Promise<UsersScaleFigures> {
  const workDir = mkdtempSync(join(tmpdir(), 'gas-bench-users-'));
  const databaseFile = join(workDir, 'users-scale.db');
  try {
    const buildStarted = performance.now();
    await buildDatabase(databaseFile);
    const buildSeconds = (performance.now() - buildStarted) / 1000;
    const server = await startServer(databaseFile, workDir);
    let search: UsersScaleFigures['search'];
    try {
      search = await measureSearch(server);
    } finally {
      await server.stop();
    }
    const excel = await measureExport(databaseFile, workDir, 'excel');
    const pdf = await measureExport(databaseFile, workDir, 'pdf');
    return { users: USERS, buildSeconds, search, excel, pdf };
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

export function printUsersScale(figures: UsersScaleFigures): void {
  console.log(`# Users at scale (${figures.users.toLocaleString('en-US')} users, SQLite)`);
  console.log(`  database built in ${figures.buildSeconds.toFixed(1)} s`);
  const { search } = figures;
  console.log(
    `  paginated search: ${String(search.calls)} calls, median ${search.medianMs.toFixed(1)} ms, p95 ${search.p95Ms.toFixed(1)} ms, max ${search.maxMs.toFixed(1)} ms`,
  );
  for (const [label, figure] of [
    ['Excel export', figures.excel],
    ['PDF export', figures.pdf],
  ] as const) {
    console.log(
      `  ${label} of every user: ${figure.seconds.toFixed(1)} s, ${mb(figure.bytes)}, server peak RSS ${mb(figure.peakRssBytes)} (${mb(figure.peakRssBeforeBytes)} before the export)`,
    );
    console.log(`  ${timingLine(figure.healthDuring)}`);
  }
}

if (require.main === module) {
  measureUsersScale()
    .then(printUsersScale)
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
