// The dispatch board at scale: on the orders bench database (1,000,000 orders), a day with 2,000
// orders due and not yet on a route, 60 routes (eight stops each, a third of them out) and a few
// free vehicles; the real server in a child process. Times the board of the day (server answer,
// over HTTP on localhost), its version (what the board's screen polls), and an assignment of a
// due order to a route (addDeliveryStop).
// Prints figures, asserts nothing. Run alone (it builds its own database, BENCH_ORDERS orders)
// with `node --import tsx bench/dispatch-board-scale.ts`.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { businessToday } from '../server/src/lib/business-time';
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

export type BoardTiming = CallTiming;

export interface DispatchBoardFigures {
  day: string;
  due: number;
  routes: number;
  stops: number;
  boardBytes: number;
  timings: BoardTiming[];
}

const DUE_SQL = `from orders as o indexed by orders_due_index
  where o.status in ('new', 'in_process') and o.delivery_date <= ? and o.deleted_at is null
    and not exists (select 1 from delivery_stops as s
      inner join delivery_routes as r on r.id = s.route_id
      where s.order_id = o.id and s.removed_at is null
        and (s.outcome is null or s.outcome = 'delivered') and r.status in ('planned', 'out'))`;

/**
 * Vehicles, the day's routes with their stops (orders due of cylinders), and exactly `DUE` orders
 * due and free: completed orders turned new for the day when short, due ones completed when over.
 */
export function prepareDay(file: string, day: string, now: number): { stops: number } {
  const sqlite = new SqliteDatabase(file);
  const at = new Date(now).toISOString();
  try {
    return sqlite.transaction(() => {
      const zones = sqlite.prepare<[], { id: number }>('select id from zones order by id').all();
      const drivers = sqlite
        .prepare<[number], { id: number }>(
          "select id from users where type_user = 'empleado' and deleted_at is null order by id limit ?",
        )
        .all(ROUTES);
      if (drivers.length < ROUTES) throw new Error(`only ${String(drivers.length)} employees`);
      const insertVehicle = sqlite.prepare(
        `insert into vehicles (plate, plate_key, kind, capacity, zone_id, active, search_text,
          created_at, updated_at, deleted_at) values (?, ?, 'cylinder_truck', 400, ?, 1, ?, ?, ?, null)`,
      );
      const vehicleIds: number[] = [];
      for (let index = 0; index < ROUTES + FREE_VEHICLES; index += 1) {
        const plate = `JAL-${String(100 + index)}-B`;
        const zone = zones[index % zones.length];
        if (zone === undefined) throw new Error('no zones');
        const result = insertVehicle.run(plate, plate.replace(/-/g, ''), zone.id, plate, at, at);
        vehicleIds.push(Number(result.lastInsertRowid));
      }
      const free = () =>
        sqlite.prepare<[string], { n: number }>(`select count(*) as n ${DUE_SQL}`).get(day)?.n ?? 0;
      const short = DUE + ROUTES * STOPS_PER_ROUTE - free();
      if (short > 0)
        sqlite
          .prepare(
            `update orders set status = 'new', in_process_at = null, completed_at = null,
              delivery_date = ?, updated_at = ?
            where id in (select id from orders where status = 'completed' and deleted_at is null
              order by id desc limit ?)`,
          )
          .run(day, at, short);
      else if (short < 0)
        sqlite
          .prepare(
            `update orders set status = 'completed', completed_at = ?, updated_at = ?
            where id in (select o.id ${DUE_SQL} order by o.id limit ?)`,
          )
          .run(at, at, day, -short);
      const stopOrders = sqlite
        .prepare<[string, number], { id: number }>(
          `select o.id ${DUE_SQL} and o.product <> 'stationary_litre' order by o.id desc limit ?`,
        )
        .all(day, ROUTES * STOPS_PER_ROUTE);
      const insertRoute = sqlite.prepare(
        `insert into delivery_routes (route_date, vehicle_id, driver_id, helper_id, status,
          departed_at, created_at, updated_at) values (?, ?, ?, null, ?, ?, ?, ?)`,
      );
      const insertStop = sqlite.prepare(
        `insert into delivery_stops (route_id, order_id, position, created_at)
          values (?, ?, ?, ?)`,
      );
      for (let index = 0; index < ROUTES; index += 1) {
        const out = index % 3 === 0;
        const route = insertRoute.run(
          day,
          vehicleIds[index],
          drivers[index]?.id,
          out ? 'out' : 'planned',
          out ? at : null,
          at,
          at,
        );
        const mine = stopOrders.slice(index * STOPS_PER_ROUTE, (index + 1) * STOPS_PER_ROUTE);
        for (const [position, order] of mine.entries())
          insertStop.run(Number(route.lastInsertRowid), order.id, position + 1, at);
      }
      return { stops: stopOrders.length };
    })();
  } finally {
    sqlite.close();
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
  databaseFile: string,
  workDir: string,
  now: number,
): Promise<DispatchBoardFigures> {
  const day = businessToday(now);
  const { stops } = prepareDay(databaseFile, day, now);
  const server = await startBenchServer({
    databaseFile,
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
    ];
    return {
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
    `# Dispatch board at scale (${figures.day}: ${figures.due.toLocaleString('en-US')} orders due, ${String(figures.routes)} routes with ${String(figures.stops)} stops; board ${(figures.boardBytes / 1000).toFixed(1)} KB of JSON)`,
  );
  for (const timing of figures.timings) console.log(timingLine(timing));
}

if (require.main === module) {
  const workDir = mkdtempSync(join(tmpdir(), 'gas-bench-board-'));
  const databaseFile = join(workDir, 'board-scale.db');
  const now = Date.now();
  import('./orders-scale')
    .then(({ buildOrdersDatabase }) => buildOrdersDatabase(databaseFile, now))
    .then(() => measureDispatchBoard(databaseFile, workDir, now))
    .then(printDispatchBoard)
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    })
    .finally(() => {
      rmSync(workDir, { recursive: true, force: true });
    });
}
