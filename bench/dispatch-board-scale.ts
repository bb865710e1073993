// The dispatch board at scale: on the orders bench database (1,000,000 orders), a day with 2,000
// orders due and not yet on a route, 60 routes (eight stops each, a third of them out) and a few
// free vehicles; the real server in a child process. Times the board of the day (server answer,
// over HTTP on localhost), its version (what the board's screen polls), and an assignment of a
// due order to a route (addDeliveryStop), and the dashboard's delivery figures over the 30 days
// before (60 closed routes a day, their stops delivered).
// Prints figures, asserts nothing. Run alone (it builds its own database, BENCH_ORDERS orders)
// with `node --import tsx bench/dispatch-board-scale.ts`: on SQLite, or on PostgreSQL when
// DATABASE_URL names one (or BENCH_ENGINE=postgres, on the local test server): a fresh database
// there, migrated and seeded by the server, the orders added in bulk (load-database.ts), dropped
// at the end.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { createDatabase, type DialectName } from '../server/src/db/database';
import type { Database } from '../server/src/db/tables';
import { businessToday } from '../server/src/lib/business-time';
import { addDays } from '../server/src/lib/calendar-days';
import {
  logInAsAdmin,
  startBenchServer,
  timeCalls,
  timingLine,
  type CallTiming,
} from './bench-server';

const DUE = 2000;
const ROUTES = 60;
const STOPS_PER_ROUTE = 8;
const FREE_VEHICLES = 10;
const CALLS = 120;
const WARM_UP_CALLS = 10;
/** Days of closed routes before the board's day (the dashboard's 30 days, today aside). */
const HISTORY_DAYS = 29;

export type BoardTiming = CallTiming;

export interface DispatchBoardFigures {
  engine: DialectName;
  day: string;
  due: number;
  routes: number;
  stops: number;
  boardBytes: number;
  timings: BoardTiming[];
}

/**
 * The due orders of `day` free of a live route (the board's due list without its filters).
 * Written once for both engines: `indexed by` only where SQLite needs it.
 */
const dueSql = (dialect: DialectName, day: string) => sql`from orders as o${sql.raw(
  dialect === 'sqlite' ? ' indexed by orders_due_index' : '',
)}
  where o.status in ('new', 'in_process') and o.delivery_date <= ${day} and o.deleted_at is null
    and not exists (select 1 from delivery_stops as s
      inner join delivery_routes as r on r.id = s.route_id
      where s.order_id = o.id and s.removed_at is null
        and (s.outcome is null or s.outcome = 'delivered') and r.status in ('planned', 'out'))`;

/** Where the bench's server runs: a SQLite file or a PostgreSQL database. */
export type BenchTarget = { databaseFile: string } | { databaseUrl: string };

const openTarget = (target: BenchTarget) =>
  createDatabase(
    'databaseUrl' in target ? { url: target.databaseUrl } : { url: '', file: target.databaseFile },
  );

const insertedId = async (query: RawBuilder<{ id: number }>, db: Kysely<Database>) => {
  const { rows } = await query.execute(db);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('insert returned no id');
  return id;
};

/**
 * Vehicles, the day's routes with their stops (orders due of cylinders), exactly `DUE` orders
 * due and free (completed orders turned new for the day when short, due ones completed when
 * over), and the routes of the `HISTORY_DAYS` days before, closed, with their stops delivered
 * (completed orders of each day): what the dashboard's delivery figures read. One transaction,
 * the same statements on both engines.
 */
export async function prepareDay(
  target: BenchTarget,
  day: string,
  now: number,
): Promise<{ stops: number; historyStops: number }> {
  const { db, dialect } = openTarget(target);
  const at = new Date(now).toISOString();
  try {
    return await db.transaction().execute(async (trx) => {
      const zones = (await sql<{ id: number }>`select id from zones order by id`.execute(trx)).rows;
      const employees = () =>
        sql<{ id: number }>`select id from users
          where type_user = 'empleado' and deleted_at is null order by id limit ${ROUTES}`.execute(
          trx,
        );
      // the demo seed (PostgreSQL) has fewer employees than routes: drivers for the rest
      for (let index = (await employees()).rows.length; index < ROUTES; index += 1) {
        const last = `Banco ${String(index + 1)}`;
        await sql`insert into users (number, username, name, last_name, email, password_hash,
            type_user, zone_id, search_text, created_at, updated_at)
          values (${String(9001 + index)}, ${`chofer.banco${String(index + 1)}`}, 'Chofer', ${last},
            ${`chofer.banco${String(index + 1)}@gaslp.mx`}, '!', 'empleado', ${zones[0]?.id},
            ${`chofer ${last.toLowerCase()}`}, ${at}, ${at})`.execute(trx);
      }
      const drivers = (await employees()).rows;
      // the demo seed's routes of the bench's days (PostgreSQL) give way to the bench's
      const first = addDays(day, -HISTORY_DAYS);
      await sql`update delivery_stops set removed_at = ${at} where removed_at is null
        and route_id in (select id from delivery_routes where route_date >= ${first})`.execute(trx);
      await sql`update delivery_routes set deleted_at = ${at}
        where deleted_at is null and route_date >= ${first}`.execute(trx);
      const vehicleIds: number[] = [];
      for (let index = 0; index < ROUTES + FREE_VEHICLES; index += 1) {
        const plate = `JAL-${String(100 + index)}-B`;
        const zone = zones[index % zones.length];
        if (zone === undefined) throw new Error('no zones');
        vehicleIds.push(
          await insertedId(
            sql<{ id: number }>`insert into vehicles (plate, plate_key, kind, capacity, zone_id,
              active, search_text, created_at, updated_at, deleted_at)
              values (${plate}, ${plate.replace(/-/g, '')}, 'cylinder_truck', 400, ${zone.id}, 1,
                ${plate}, ${at}, ${at}, null) returning id`,
            trx,
          ),
        );
      }
      const due = dueSql(dialect, day);
      const free = Number(
        (await sql<{ n: number | string }>`select count(*) as n ${due}`.execute(trx)).rows[0]?.n ??
          0,
      );
      const short = DUE + ROUTES * STOPS_PER_ROUTE - free;
      if (short > 0)
        await sql`update orders set status = 'new', in_process_at = null, completed_at = null,
            delivery_date = ${day}, updated_at = ${at}
          where id in (select id from orders where status = 'completed' and deleted_at is null
            order by id desc limit ${short})`.execute(trx);
      else if (short < 0)
        await sql`update orders set status = 'completed', completed_at = ${at}, updated_at = ${at}
          where id in (select o.id ${due} order by o.id limit ${-short})`.execute(trx);
      const stopOrders = (
        await sql<{ id: number }>`select o.id ${due} and o.product <> 'stationary_litre'
          order by o.id desc limit ${ROUTES * STOPS_PER_ROUTE}`.execute(trx)
      ).rows;
      const addRoute = async (
        date: string,
        index: number,
        status: 'planned' | 'out' | 'closed',
        orders: readonly { id: number; completed_at?: string | null }[],
      ) => {
        const departed = status === 'planned' ? null : at;
        const closed = status === 'closed' ? at : null;
        const route = await insertedId(
          sql<{ id: number }>`insert into delivery_routes (route_date, vehicle_id, driver_id,
            helper_id, status, departed_at, closed_at, created_at, updated_at)
            values (${date}, ${vehicleIds[index]}, ${drivers[index]?.id}, null, ${status},
              ${departed}, ${closed}, ${at}, ${at}) returning id`,
          trx,
        );
        if (orders.length === 0) return;
        const rows = orders.map((order, position) => {
          const recorded = status === 'closed' ? (order.completed_at ?? at) : null;
          const outcome = status === 'closed' ? 'delivered' : null;
          return sql`(${route}, ${order.id}, ${position + 1}, ${outcome}, ${recorded}, ${at})`;
        });
        await sql`insert into delivery_stops (route_id, order_id, position, outcome, recorded_at,
            created_at) values ${sql.join(rows)}`.execute(trx);
      };
      for (let index = 0; index < ROUTES; index += 1)
        await addRoute(
          day,
          index,
          index % 3 === 0 ? 'out' : 'planned',
          stopOrders.slice(index * STOPS_PER_ROUTE, (index + 1) * STOPS_PER_ROUTE),
        );
      // the days before: completed orders of each day, delivered on closed routes
      const delivered = (
        await sql<{ id: number; delivery_date: string; completed_at: string | null }>`
          select id, delivery_date, completed_at from orders
          where status in ('completed', 'cancelled') and deleted_at is null
            and created_at >= ${addDays(first, -2)}
          order by id`.execute(trx)
      ).rows.filter(
        (order) =>
          order.completed_at !== null && order.delivery_date >= first && order.delivery_date < day,
      );
      const byDay = new Map<string, typeof delivered>();
      for (const order of delivered) {
        const list = byDay.get(order.delivery_date) ?? [];
        list.push(order);
        byDay.set(order.delivery_date, list);
      }
      let historyStops = 0;
      for (let back = HISTORY_DAYS; back >= 1; back -= 1) {
        const date = addDays(day, -back);
        const orders = byDay.get(date) ?? [];
        for (let index = 0; index < ROUTES; index += 1) {
          const mine = orders.slice(index * STOPS_PER_ROUTE, (index + 1) * STOPS_PER_ROUTE);
          historyStops += mine.length;
          await addRoute(date, index, 'closed', mine);
        }
      }
      return { stops: stopOrders.length, historyStops };
    });
  } finally {
    await db.destroy();
  }
}

/** Times `CALLS` calls after a few unmeasured ones; `before` runs ahead of each, not timed. */
const timed = (
  label: string,
  call: (index: number) => Promise<unknown>,
  before?: () => Promise<unknown>,
): Promise<BoardTiming> => timeCalls(label, { calls: CALLS, warmUp: WARM_UP_CALLS }, call, before);

interface Board {
  due: { order_id: number; product: string }[];
  routes: { id: number; status: string; stops: unknown[] }[];
}

/** Prepares the day on the bench database (the server stopped), then times the calls. */
export async function measureDispatchBoard(
  target: BenchTarget,
  workDir: string,
  now: number,
): Promise<DispatchBoardFigures> {
  const day = businessToday(now);
  const { stops, historyStops } = await prepareDay(target, day, now);
  const server = await startBenchServer({
    ...target,
    workDir,
    env: { JWT_SECRET: randomBytes(32).toString('base64url') },
    startTimeoutMs: 120_000,
  });
  try {
    const token = await logInAsAdmin(server.baseUrl);
    const request = async (method: 'GET' | 'POST', path: string, body?: unknown) => {
      const response = await fetch(`${server.baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`${method} ${path}: ${String(response.status)} ${text}`);
      return text;
    };
    const boardPath = `/api/delivery-routes/board/${day}`;
    const first = await request('GET', boardPath);
    const board = JSON.parse(first) as Board;
    // assignments: due cylinder orders onto the planned routes, in turn
    const planned = board.routes.filter((route) => route.status === 'planned');
    const orders = board.due.filter((order) => order.product !== 'stationary_litre');
    if (orders.length < 2 * (WARM_UP_CALLS + CALLS) || planned.length === 0)
      throw new Error('not enough due orders or planned routes to assign');
    let assigned = 0;
    const assign = () => {
      const order = orders[assigned];
      const route = planned[assigned % planned.length];
      assigned += 1;
      return request('POST', `/api/delivery-routes/${String(route?.id)}/stops`, {
        order_id: order?.order_id,
      });
    };
    const label = `${String(board.due.length)} due, ${String(board.routes.length)} routes`;
    const timings = [
      await timed(`board of the day, read again unchanged (${label})`, () =>
        request('GET', boardPath),
      ),
      await timed(
        'board of the day, read after a change (an assignment before each read, not timed)',
        () => request('GET', boardPath),
        assign,
      ),
      await timed('board version', () => request('GET', `${boardPath}/version`)),
      await timed('assign an order to a route (addDeliveryStop)', assign),
      await timed(
        `delivery figures of the dashboard (${String(HISTORY_DAYS)} days of ${String(ROUTES)} closed routes, ${historyStops.toLocaleString('en-US')} delivered stops)`,
        () => request('GET', '/api/dashboard/deliveries'),
      ),
    ];
    return {
      engine: 'databaseUrl' in target ? 'postgres' : 'sqlite',
      day,
      due: board.due.length,
      routes: board.routes.length,
      stops,
      boardBytes: Buffer.byteLength(first),
      timings,
    };
  } finally {
    await server.stop();
  }
}

export function printDispatchBoard(figures: DispatchBoardFigures): void {
  console.log(
    `# Dispatch board at scale (${figures.engine === 'postgres' ? 'PostgreSQL' : 'SQLite'}, ${figures.day}: ${figures.due.toLocaleString('en-US')} orders due, ${String(figures.routes)} routes with ${String(figures.stops)} stops; board ${(figures.boardBytes / 1000).toFixed(1)} KB of JSON)`,
  );
  for (const timing of figures.timings) console.log(timingLine(timing));
}

/** PostgreSQL: a fresh database with the demo seed (the server's) and BENCH_ORDERS orders. */
async function measureOnPostgres(baseUrl: string, workDir: string, now: number) {
  const { createFreshPostgres } = await import('./fresh-postgres');
  const { addPgOrders, BENCH_ORDERS } = await import('./load-database');
  const database = await createFreshPostgres(baseUrl, 'gas_board');
  try {
    const seeding = await startBenchServer({
      databaseUrl: database.url,
      workDir,
      env: { JWT_SECRET: randomBytes(32).toString('base64url'), SEED: 'demo' },
      startTimeoutMs: 120_000,
    });
    await seeding.stop();
    const { db } = createDatabase({ url: database.url });
    const seeded = await sql<{ n: number }>`select count(*) as n from orders`
      .execute(db)
      .finally(() => db.destroy());
    const orders = await addPgOrders(
      database.url,
      Math.max(0, BENCH_ORDERS - (seeded.rows[0]?.n ?? 0)),
    );
    console.log(`  ${database.name}: ${orders.toLocaleString('en-US')} orders`);
    return await measureDispatchBoard({ databaseUrl: database.url }, workDir, now);
  } finally {
    await database.drop();
  }
}

if (require.main === module) {
  const workDir = mkdtempSync(join(tmpdir(), 'gas-bench-board-'));
  const databaseFile = join(workDir, 'board-scale.db');
  const now = Date.now();
  const postgresUrl =
    process.env.DATABASE_URL ??
    (process.env.BENCH_ENGINE === 'postgres'
      ? 'postgres://gas:gas@127.0.0.1:5432/gas_test'
      : undefined);
  (postgresUrl === undefined || postgresUrl === ''
    ? import('./orders-scale')
        .then(({ buildOrdersDatabase }) => buildOrdersDatabase(databaseFile, now))
        .then(() => measureDispatchBoard({ databaseFile }, workDir, now))
    : measureOnPostgres(postgresUrl, workDir, now)
  )
    .then(printDispatchBoard)
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    })
    .finally(() => {
      rmSync(workDir, { recursive: true, force: true });
    });
}
