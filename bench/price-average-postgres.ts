// The price average on PostgreSQL at scale: a fresh database next to the one DATABASE_URL names
// (default: the local test server), migrated and seeded by the server, BENCH_ORDERS orders added in
// bulk (load-database.ts), the compiled server in a child process. Times what the price screen
// costs over a year of every zone and product: the year read again (its steps kept), the first
// call of a year range never asked before, and the same year right after a price write (made
// before each call by another connection, not timed: it moves the price book's change count).
// The SQLite figures are in orders-scale.ts. Prints figures, asserts nothing; the database is
// dropped at the end. Run alone: `node --import tsx bench/price-average-postgres.ts`.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { businessToday } from '../server/src/lib/business-time';
import { addDays } from '../server/src/lib/calendar-days';
import {
  logInAsAdmin,
  startBenchServer,
  timeCalls,
  timingLine,
  type CallTiming,
} from './bench-server';
import { createFreshPostgres } from './fresh-postgres';
import { addPgOrders, BENCH_ORDERS } from './load-database';

const CALLS = 120;
const WARM_UP_CALLS = 10;
const DEFAULT_URL = 'postgres://gas:gas@127.0.0.1:5432/gas_test';

export interface PriceAverageFigures {
  orders: number;
  timings: CallTiming[];
}

/** The year of every zone and product ending `daysAgo` days before `today`. */
const yearPath = (today: string, daysAgo: number) =>
  `/api/prices/average/${addDays(today, -(364 + daysAgo))}/${addDays(today, -daysAgo)}`;

export async function measurePriceAverageOnPostgres(
  baseUrl: string,
  workDir: string,
): Promise<PriceAverageFigures> {
  const database = await createFreshPostgres(baseUrl, 'gas_prices');
  try {
    const env = { JWT_SECRET: randomBytes(32).toString('base64url') };
    const seeding = await startBenchServer({
      databaseUrl: database.url,
      workDir,
      env: { ...env, SEED: 'demo' },
      startTimeoutMs: 120_000,
    });
    await seeding.stop();
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const seeded = await client.query<{ n: string }>('select count(*) as n from orders');
      const orders = await addPgOrders(
        database.url,
        Math.max(0, BENCH_ORDERS - Number(seeded.rows[0]?.n ?? 0)),
      );
      const price = await client.query<{ id: number }>(
        'select id from prices where deleted_at is null order by id limit 1',
      );
      const priceId = price.rows[0]?.id;
      if (priceId === undefined) throw new Error('the demo seed has no prices');
      const server = await startBenchServer({ databaseUrl: database.url, workDir, env });
      try {
        const token = await logInAsAdmin(server.baseUrl);
        const get = async (path: string) => {
          const response = await fetch(`${server.baseUrl}${path}`, {
            headers: { authorization: `Bearer ${token}` },
          });
          if (!response.ok) throw new Error(`${path}: ${String(response.status)}`);
          return response.arrayBuffer();
        };
        const today = businessToday(Date.now());
        const timings = [
          await timeCalls(
            'price average over a year, every zone and product, read again',
            { calls: CALLS, warmUp: WARM_UP_CALLS },
            () => get(yearPath(today, 0)),
          ),
          await timeCalls(
            'price average, first call of a year range (a new range each call)',
            { calls: CALLS, warmUp: WARM_UP_CALLS },
            (call) => get(yearPath(today, call + 1)),
          ),
          await timeCalls(
            'price average over a year, first call after a price write',
            { calls: CALLS, warmUp: WARM_UP_CALLS },
            () => get(yearPath(today, 0)),
            () =>
              client.query('update prices set updated_at = updated_at where id = $1', [priceId]),
          ),
        ];
        return { orders, timings };
      } finally {
        await server.stop();
      }
    } finally {
      await client.end();
    }
  } finally {
    await database.drop();
  }
}

export function printPriceAverage(figures: PriceAverageFigures): void {
  console.log(
    `# Price average on PostgreSQL (${figures.orders.toLocaleString('en-US')} orders, fresh database: demo seed and bulk orders)`,
  );
  for (const timing of figures.timings) console.log(timingLine(timing));
}

if (require.main === module) {
  const workDir = mkdtempSync(join(tmpdir(), 'gas-bench-prices-'));
  measurePriceAverageOnPostgres(process.env.DATABASE_URL || DEFAULT_URL, workDir)
    .then(printPriceAverage)
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    })
    .finally(() => {
      rmSync(workDir, { recursive: true, force: true });
    });
}
