// The price average's orders (how many completed orders of each zone and product a range holds,
// and the average of their unit prices) come from tables kept by triggers on orders, for the
// whole UTC months of the range (completed_order_months) and the whole half days around them
// (completed_order_prices, UTC days cut at Mexico City's midnight), and from the orders for the
// ends that cut a half day (summer time before 2022, Mexico City's local mean time before 1922). These tests hold the answer to the orders themselves: figures
// computed by hand, then a direct computation over every order after writes through the API,
// writes straight to the table the API never makes (a completed order cancelled, reopened,
// moved, re-priced, removed for good) and random sequences of them; and the stored periods to
// the sums of the orders after each write and after the migration fills them.
import fc from 'fast-check';
import { sql, type Insertable, type Kysely } from 'kysely';
import { splitIntoPeriods } from '../src/db/completed-order-periods';
import { migrateToLatest } from '../src/db/migrate';
import { prepareDatabase } from '../src/db/prepare';
import type { Database, OrdersTable, OrderStatusValue, ProductValue } from '../src/db/tables';
import { businessDaysRange } from '../src/lib/business-time';
import { createTestApp, freshDatabase, migrateToBefore, type TestApp } from './helper';

/** The first of the two migrations (the months, then the half days). */
const MIGRATION = '2026_11_28_1000_create_completed_order_months';

interface AverageRow {
  zone_id: number;
  product: string;
  orders_count: number;
  orders_average_price: number | null;
}

interface OrderFigure {
  zone_id: number;
  product: string;
  orders_count: number;
  orders_average_price: number | null;
}

interface PeriodRow {
  period: string;
  zone_id: number;
  product: string;
  orders_count: number;
  unit_price_cents_sum: number;
}

let t: TestApp;
let db: Kysely<Database>;
let admin: string;
let employee: string;
const zones: number[] = [];
const PRODUCTS: ProductValue[] = ['cylinder_20kg', 'stationary_litre'];

/** The app clock set to an instant (it may move back). */
let clockOffset = 0;
function setNow(iso: string): void {
  const delta = Date.parse(iso) - (Date.now() + clockOffset);
  t.advanceClock(delta);
  clockOffset += delta;
}

/** The live orders as stored, every column the average reads. */
const orderRows = (from: Kysely<Database> = db) =>
  from
    .selectFrom('orders')
    .select(['status', 'deleted_at', 'completed_at', 'zone_id', 'product', 'unit_price_cents'])
    .execute();

/** The half day (`YYYY-MM-DDT00`, `…T06`) and the UTC month (`YYYY-MM`) of an instant. */
const periodOf = (completedAt: string) =>
  `${completedAt.slice(0, 10)}T${completedAt.slice(11, 13) < '06' ? '00' : '06'}`;
const monthOf = (completedAt: string) => completedAt.slice(0, 7);

const periodKey = (row: PeriodRow) => `${row.period}|${String(row.zone_id)}|${row.product}`;

/**
 * The half days and the months as stored (empty ones left out) and as the live completed orders
 * add them up.
 */
async function expectPeriodsInStep(on: Kysely<Database> = db): Promise<void> {
  const orders = await orderRows(on);
  for (const [table, key, keyOf] of [
    ['completed_order_prices', 'period', periodOf],
    ['completed_order_months', 'month', monthOf],
  ] as const) {
    const stored = await sql<PeriodRow>`
      select ${sql.ref(key)} as period, zone_id, product, orders_count, unit_price_cents_sum
      from ${sql.table(table)} where orders_count <> 0 or unit_price_cents_sum <> 0`.execute(on);
    const counted = new Map<string, PeriodRow>();
    for (const row of orders) {
      if (row.status !== 'completed' || row.deleted_at !== null || row.completed_at === null)
        continue;
      const period: PeriodRow = {
        period: keyOf(row.completed_at),
        zone_id: row.zone_id,
        product: row.product,
        orders_count: 0,
        unit_price_cents_sum: 0,
      };
      const kept = counted.get(periodKey(period)) ?? period;
      kept.orders_count += 1;
      kept.unit_price_cents_sum += row.unit_price_cents;
      counted.set(periodKey(kept), kept);
    }
    const sorted = (rows: PeriodRow[]) =>
      [...rows].sort((a, b) => periodKey(a).localeCompare(periodKey(b)));
    expect([table, sorted(stored.rows)]).toEqual([table, sorted([...counted.values()])]);
  }
}

type Filter = { zone_id?: number; product?: ProductValue };

const queryOf = (filter: Filter): string => {
  const query = new URLSearchParams();
  if (filter.zone_id !== undefined) query.set('zone_id', String(filter.zone_id));
  if (filter.product !== undefined) query.set('product', filter.product);
  const text = query.toString();
  return text === '' ? '' : `?${text}`;
};

/** The orders figures of each row of the average, as the API answers them. */
async function averageOrders(
  from: string,
  to: string,
  filter: Filter = {},
): Promise<OrderFigure[]> {
  const response = await t.call({
    method: 'GET',
    url: `/api/prices/average/${from}/${to}${queryOf(filter)}`,
    token: employee,
  });
  expect([from, to, response.statusCode]).toEqual([from, to, 200]);
  return response
    .json<AverageRow[]>()
    .map(({ zone_id, product, orders_count, orders_average_price }) => ({
      zone_id,
      product,
      orders_count,
      orders_average_price,
    }));
}

/**
 * The same figures computed here from every order, as the average defines them: the live orders
 * completed within the business days from..to (Mexico City), per zone and product, their count and
 * the mean of their unit prices rounded to the cent.
 */
async function expectedOrders(
  rows: readonly Pick<OrderFigure, 'zone_id' | 'product'>[],
  from: string,
  to: string,
): Promise<OrderFigure[]> {
  const { start, end } = businessDaysRange(from, to);
  const orders = (await orderRows()).filter(
    (row) =>
      row.status === 'completed' &&
      row.deleted_at === null &&
      row.completed_at !== null &&
      row.completed_at >= start &&
      row.completed_at < end,
  );
  return rows.map(({ zone_id, product }) => {
    const mine = orders.filter((row) => row.zone_id === zone_id && row.product === product);
    const sum = mine.reduce((total, row) => total + row.unit_price_cents, 0);
    return {
      zone_id,
      product,
      orders_count: mine.length,
      orders_average_price: mine.length === 0 ? null : Math.round(sum / mine.length) / 100,
    };
  });
}

async function expectAsOrders(from: string, to: string, filter: Filter = {}): Promise<void> {
  const answered = await averageOrders(from, to, filter);
  expect(answered.length).toBeGreaterThan(0);
  expect([from, to, filter, answered]).toEqual([
    from,
    to,
    filter,
    await expectedOrders(answered, from, to),
  ]);
}

const mine = (rows: OrderFigure[]) => rows.filter((row) => zones.includes(row.zone_id));

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  [admin, employee] = await Promise.all([t.login('admin'), t.login('employee')]);
  for (const name of ['Periodos A', 'Periodos B']) {
    const zone = await t.call({
      method: 'POST',
      url: '/api/zones',
      token: admin,
      payload: { name },
    });
    expect(zone.statusCode).toBe(201);
    zones.push(zone.json<{ id: number }>().id);
  }
  // a price in force from the contract's first day, so every range has a row per zone and product
  for (const zone_id of zones)
    for (const product of PRODUCTS) {
      const price = await t.call({
        method: 'POST',
        url: '/api/prices',
        token: admin,
        payload: { zone_id, product, price: 400, effective_from: '1900-01-01' },
      });
      expect(price.statusCode).toBe(201);
    }
}, 60_000);
afterAll(() => t.close());

// ------------------------------------------------------------------ through the API

const ids: Record<string, number> = {};

/** Mexico City time (UTC-6 all year since 2022) on 2026-03-dd hh:mm, as an ISO instant. */
const localAt = (day: number, hour: number, minute = 0): string =>
  new Date(Date.UTC(2026, 2, day, hour + 6, minute)).toISOString();

const orderBody = (zone: number, product: ProductValue, price: number) => ({
  customer_name: 'Cliente Periodo',
  customer_phone: '33 1111 2200',
  address: 'Calle Hidalgo 45, Centro',
  zone_id: zone,
  product,
  quantity: product === 'stationary_litre' ? 100 : 1,
  unit_price: price,
  payment_method: 'cash',
});

async function move(key: string, status: OrderStatusValue, at: string): Promise<void> {
  setNow(at);
  const moved = await t.call({
    method: 'POST',
    url: `/api/orders/${String(ids[key])}/status`,
    token: employee,
    payload: { status, reason: status === 'cancelled' ? 'Sin gas' : undefined },
  });
  expect([key, moved.statusCode]).toEqual([key, 200]);
}

/** An order taken an hour before `completedAt`, then in process, then completed at it. */
async function completed(
  key: string,
  zone: number,
  product: ProductValue,
  price: number,
  completedAt: string,
): Promise<void> {
  setNow(new Date(Date.parse(completedAt) - 3_600_000).toISOString());
  const created = await t.call({
    method: 'POST',
    url: '/api/orders',
    token: employee,
    payload: orderBody(zone, product, price),
  });
  expect([key, created.statusCode]).toEqual([key, 201]);
  ids[key] = created.json<{ id: number }>().id;
  await move(key, 'in_process', new Date(Date.parse(completedAt) - 1_800_000).toISOString());
  await move(key, 'completed', completedAt);
}

describe('through the API, figures computed by hand', () => {
  const figure = (
    zone: number,
    product: ProductValue,
    count: number,
    price: number | null,
  ): OrderFigure => ({
    zone_id: zone,
    product,
    orders_count: count,
    orders_average_price: price,
  });

  it('counts the orders completed in the business days, on either side of UTC midnight and of 06:00 UTC', async () => {
    const [A = 0, B = 0] = zones;
    // the 10th in Mexico City: 08:00, and 23:30 (the UTC 11th before 06:00)
    await completed('a1', A, 'cylinder_20kg', 400, localAt(10, 8));
    await completed('a2', A, 'cylinder_20kg', 410.5, localAt(10, 23, 30));
    // the 11th: 00:00 sharp (06:00 UTC), and 18:30 (the UTC 12th)
    await completed('a3', A, 'cylinder_20kg', 420, localAt(11, 0));
    await completed('b1', B, 'cylinder_20kg', 300, localAt(11, 18, 30));
    // taken and left in process
    setNow(localAt(11, 9));
    const open = await t.call({
      method: 'POST',
      url: '/api/orders',
      token: employee,
      payload: orderBody(A, 'stationary_litre', 12),
    });
    ids.open = open.json<{ id: number }>().id;
    await move('open', 'in_process', localAt(11, 9, 30));
    await expectPeriodsInStep();

    // (400 + 410.50) / 2
    expect(mine(await averageOrders('2026-03-10', '2026-03-10'))).toEqual([
      figure(A, 'cylinder_20kg', 2, 405.25),
      figure(A, 'stationary_litre', 0, null),
      figure(B, 'cylinder_20kg', 0, null),
      figure(B, 'stationary_litre', 0, null),
    ]);
    // (400 + 410.50 + 420) / 3 = 410.1666… → 410.17
    expect(
      mine(await averageOrders('2026-03-10', '2026-03-11', { product: 'cylinder_20kg' })),
    ).toEqual([figure(A, 'cylinder_20kg', 3, 410.17), figure(B, 'cylinder_20kg', 1, 300)]);
    expect(mine(await averageOrders('2026-03-11', '2026-03-11', { zone_id: B }))).toEqual([
      figure(B, 'cylinder_20kg', 1, 300),
      figure(B, 'stationary_litre', 0, null),
    ]);
    // no order completed in the range
    expect(mine(await averageOrders('2026-03-12', '2026-03-31', { zone_id: A }))).toEqual([
      figure(A, 'cylinder_20kg', 0, null),
      figure(A, 'stationary_litre', 0, null),
    ]);
  });

  it('follows an edit that completes an order in another zone and product, a delete and a restore', async () => {
    const [A = 0, B = 0] = zones;
    setNow(localAt(11, 10));
    const edited = await t.call({
      method: 'PUT',
      url: `/api/orders/${String(ids.open)}`,
      token: employee,
      payload: { ...orderBody(B, 'cylinder_20kg', 310), status: 'completed' },
    });
    expect(edited.statusCode).toBe(200);
    await expectPeriodsInStep();
    expect(mine(await averageOrders('2026-03-11', '2026-03-11', { zone_id: B }))).toEqual([
      figure(B, 'cylinder_20kg', 2, 305),
      figure(B, 'stationary_litre', 0, null),
    ]);

    const deleted = await t.call({
      method: 'DELETE',
      url: `/api/orders/${String(ids.a1)}`,
      token: admin,
    });
    expect(deleted.statusCode).toBe(200);
    await expectPeriodsInStep();
    expect(
      mine(await averageOrders('2026-03-10', '2026-03-10', { product: 'cylinder_20kg' })),
    ).toEqual([figure(A, 'cylinder_20kg', 1, 410.5), figure(B, 'cylinder_20kg', 0, null)]);

    const restored = await t.call({
      method: 'GET',
      url: `/api/orders/${String(ids.a1)}/restore`,
      token: admin,
    });
    expect(restored.statusCode).toBe(200);
    await expectPeriodsInStep();
    expect(
      mine(await averageOrders('2026-03-10', '2026-03-10', { product: 'cylinder_20kg' })),
    ).toEqual([figure(A, 'cylinder_20kg', 2, 405.25), figure(B, 'cylinder_20kg', 0, null)]);
    await expectAsOrders('2026-03-01', '2026-03-31');
  });
});

// ------------------------------------------------------------------ straight to the table

let template: Insertable<OrdersTable> | undefined;
let folios = 0;

/** A new order row, copied from one the API made, with the columns the average reads given. */
async function insertOrder(columns: {
  status: OrderStatusValue;
  completed_at: string | null;
  zone_id: number;
  product: ProductValue;
  unit_price_cents: number;
  deleted_at: string | null;
}): Promise<number> {
  if (template === undefined) {
    const created = await t.call({
      method: 'POST',
      url: '/api/orders',
      token: employee,
      payload: orderBody(zones[0] ?? 0, 'cylinder_20kg', 400),
    });
    expect(created.statusCode).toBe(201);
    const {
      id: _id,
      revision: _revision,
      ...row
    } = await db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', created.json<{ id: number }>().id)
      .executeTakeFirstOrThrow();
    template = row;
  }
  folios += 1;
  const folio = `PER-${String(folios)}`;
  const inserted = await db
    .insertInto('orders')
    .values({ ...template, ...columns, folio, search_text: folio.toLowerCase() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

describe('writes straight to the table', () => {
  it('follows a completed order cancelled, reopened, moved in time, zone and product, re-priced and removed for good', async () => {
    const [A = 0, B = 0] = zones;
    const id = await insertOrder({
      status: 'completed',
      completed_at: '2026-03-20T12:00:00.000Z',
      zone_id: A,
      product: 'stationary_litre',
      unit_price_cents: 1_250,
      deleted_at: null,
    });
    await expectPeriodsInStep();
    await expectAsOrders('2026-03-20', '2026-03-20');
    const steps: Partial<Insertable<OrdersTable>>[] = [
      { status: 'cancelled' },
      { status: 'completed' },
      { status: 'in_process' },
      { status: 'completed', completed_at: '2026-03-21T05:59:59.999Z' },
      { completed_at: '2026-03-21T06:00:00.000Z' },
      { completed_at: null },
      { completed_at: '2026-03-22T23:00:00.000Z', zone_id: B },
      { product: 'cylinder_20kg' },
      { unit_price_cents: 40_125 },
      { unit_price_cents: 40_126, zone_id: A, product: 'stationary_litre' },
      { deleted_at: '2026-03-23T00:00:00.000Z' },
      { deleted_at: null },
    ];
    for (const step of steps) {
      await db.updateTable('orders').set(step).where('id', '=', id).execute();
      await expectPeriodsInStep();
      for (const [from, to] of [
        ['2026-03-20', '2026-03-20'],
        ['2026-03-20', '2026-03-21'],
        ['2026-03-21', '2026-03-22'],
        ['2026-03-01', '2026-03-31'],
        ['2026-02-28', '2026-04-01'],
      ] as const)
        await expectAsOrders(from, to);
    }
    // one statement over many rows
    await db
      .updateTable('orders')
      .set({ unit_price_cents: sql`unit_price_cents + 7` })
      .where('zone_id', 'in', zones)
      .execute();
    await expectPeriodsInStep();
    await db.deleteFrom('orders').where('id', '=', id).execute();
    await expectPeriodsInStep();
    await expectAsOrders('2026-03-01', '2026-03-31');
  });

  it('reads the ends of a range that cut a period from the orders: summer time in 2021, local mean time in 1905', async () => {
    const [A = 0] = zones;
    // Mexico City's day started at 05:00 UTC in the summer of 2021 and at 06:36:36 UTC in 1905
    for (const completedAt of [
      '2021-07-05T04:59:59.999Z',
      '2021-07-05T05:00:00.000Z',
      '2021-07-05T05:30:00.000Z',
      '2021-07-06T04:59:59.999Z',
      '2021-07-06T05:00:00.000Z',
      '2021-07-06T05:59:59.999Z',
      '2021-07-06T06:00:00.000Z',
      '1905-01-10T06:36:35.999Z',
      '1905-01-10T06:36:36.000Z',
      '1905-01-11T06:00:00.000Z',
      '1905-01-11T06:36:36.000Z',
    ])
      await insertOrder({
        status: 'completed',
        completed_at: completedAt,
        zone_id: A,
        product: 'cylinder_20kg',
        unit_price_cents: 30_000 + Number(completedAt.slice(8, 10)) * 100 + folios,
        deleted_at: null,
      });
    await expectPeriodsInStep();
    // the 5th: from 05:00 UTC of the 5th (in) to 05:00 UTC of the 6th (out)
    expect(mine(await averageOrders('2021-07-05', '2021-07-05', { zone_id: A }))).toEqual([
      expect.objectContaining({ product: 'cylinder_20kg', orders_count: 3 }),
      expect.objectContaining({ product: 'stationary_litre', orders_count: 0 }),
    ]);
    expect(mine(await averageOrders('1905-01-10', '1905-01-10', { zone_id: A }))).toEqual([
      expect.objectContaining({ product: 'cylinder_20kg', orders_count: 2 }),
      expect.objectContaining({ product: 'stationary_litre', orders_count: 0 }),
    ]);
    for (const [from, to] of [
      ['2021-07-05', '2021-07-05'],
      ['2021-07-04', '2021-07-06'],
      ['2021-07-06', '2021-07-07'],
      ['1905-01-10', '1905-01-10'],
      ['1905-01-09', '1905-01-11'],
      ['1905-01-11', '2026-03-31'],
      ['1900-01-01', '2999-12-31'],
    ] as const)
      await expectAsOrders(from, to);
  });
});

// ------------------------------------------------------------------ random writes

// days on either side of the ends of months, so ranges hold whole UTC months now and then
const DAYS = {
  cst: ['2026-03-31', '2026-04-01', '2026-04-02', '2026-04-30', '2026-05-01', '2026-06-01'],
  summer: ['2021-06-30', '2021-07-01', '2021-07-02', '2021-07-31', '2021-08-01'],
  lmt: ['1905-01-31', '1905-02-01', '1905-02-28', '1905-03-01'],
} as const;
const TIMES = [
  '00:00:00.000',
  '04:59:59.999',
  '05:00:00.000',
  '05:59:59.999',
  '06:00:00.000',
  '06:36:36.000',
  '12:00:00.000',
  '23:59:59.999',
];
const ALL_DAYS = [...DAYS.cst, ...DAYS.summer, ...DAYS.lmt];
const instant = fc
  .tuple(fc.constantFrom(...ALL_DAYS), fc.constantFrom(...TIMES))
  .map(([day, time]) => `${day}T${time}Z`);
const statusArb = fc.constantFrom<OrderStatusValue>(
  'completed',
  'completed',
  'in_process',
  'cancelled',
);
const zoneIndex = fc.integer({ min: 0, max: 1 });
const productArb = fc.constantFrom(...PRODUCTS);
const cents = fc.integer({ min: 1, max: 1_000_000 });

type Operation =
  | {
      kind: 'insert';
      status: OrderStatusValue;
      completedAt: string | null;
      zone: number;
      product: ProductValue;
      cents: number;
      deleted: boolean;
    }
  | { kind: 'update'; target: number; change: Partial<Insertable<OrdersTable>> | 'zone' }
  | { kind: 'reprice all'; zone: number; by: number }
  | { kind: 'delete'; target: number };

const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({
    kind: fc.constant('insert' as const),
    status: statusArb,
    completedAt: fc.option(instant, { nil: null }),
    zone: zoneIndex,
    product: productArb,
    cents,
    deleted: fc.integer({ min: 0, max: 6 }).map((roll) => roll === 0),
  }),
  fc.record({
    kind: fc.constant('update' as const),
    target: fc.nat(),
    change: fc.oneof(
      statusArb.map((status) => ({ status })),
      fc.option(instant, { nil: null }).map((completed_at) => ({ completed_at })),
      fc.constant('zone' as const),
      productArb.map((product) => ({ product })),
      cents.map((unit_price_cents) => ({ unit_price_cents })),
      fc
        .option(fc.constant('2026-04-05T00:00:00.000Z'), { nil: null })
        .map((deleted_at) => ({ deleted_at })),
      fc
        .tuple(statusArb, instant, productArb, cents)
        .map(([status, completed_at, product, unit_price_cents]) => ({
          status,
          completed_at,
          product,
          unit_price_cents,
        })),
    ),
  }),
  fc.record({
    kind: fc.constant('reprice all' as const),
    zone: zoneIndex,
    by: fc.integer({ min: -50, max: 50 }),
  }),
  fc.record({ kind: fc.constant('delete' as const), target: fc.nat() }),
);

const pool: number[] = [];

async function apply(step: Operation): Promise<void> {
  const zoneAt = (index: number) => zones[index] ?? 0;
  if (step.kind === 'insert') {
    pool.push(
      await insertOrder({
        status: step.status,
        completed_at: step.completedAt,
        zone_id: zoneAt(step.zone),
        product: step.product,
        unit_price_cents: step.cents,
        deleted_at: step.deleted ? '2026-04-05T00:00:00.000Z' : null,
      }),
    );
    return;
  }
  if (step.kind === 'reprice all') {
    await db
      .updateTable('orders')
      .set({ unit_price_cents: sql`unit_price_cents + ${step.by}` })
      .where('id', 'in', pool.length === 0 ? [0] : pool)
      .where('zone_id', '=', zoneAt(step.zone))
      .where('unit_price_cents', '>', 50)
      .execute();
    return;
  }
  if (pool.length === 0) return;
  const index = step.target % pool.length;
  const id = pool[index] ?? 0;
  if (step.kind === 'delete') {
    await db.deleteFrom('orders').where('id', '=', id).execute();
    pool.splice(index, 1);
    return;
  }
  const change =
    step.change === 'zone'
      ? {
          zone_id: sql<number>`case when zone_id = ${zoneAt(0)} then cast(${zoneAt(1)} as integer) else cast(${zoneAt(0)} as integer) end`,
        }
      : step.change;
  await db.updateTable('orders').set(change).where('id', '=', id).execute();
}

const rangeArb = fc
  .tuple(
    fc.constantFrom<(keyof typeof DAYS)[]>(['cst'], ['summer'], ['lmt'], ['lmt', 'summer', 'cst']),
    fc.nat(),
    fc.nat(),
    fc.option(zoneIndex, { nil: undefined }),
    fc.option(productArb, { nil: undefined }),
  )
  .map(([eras, a, b, zone, product]) => {
    const days = eras.flatMap((era) => [...DAYS[era]]);
    const [first, last] = [a % days.length, b % days.length].sort((x, y) => x - y);
    return {
      from: days[first ?? 0] ?? ALL_DAYS[0],
      to: days[last ?? 0] ?? ALL_DAYS[0],
      zone,
      product,
    };
  });

describe('random writes', () => {
  it('after any sequence of writes the periods add up the orders and the average is what the orders say', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(operation, { minLength: 1, maxLength: 8 }),
        fc.array(rangeArb, { minLength: 1, maxLength: 3 }),
        async (steps, ranges) => {
          for (const step of steps) await apply(step);
          await expectPeriodsInStep();
          for (const range of ranges)
            await expectAsOrders(range.from ?? '', range.to ?? '', {
              ...(range.zone === undefined ? {} : { zone_id: zones[range.zone] ?? 0 }),
              ...(range.product === undefined ? {} : { product: range.product }),
            });
        },
      ),
      { numRuns: 60, seed: 20261128 },
    );
  }, 60_000);
});

// ------------------------------------------------------------------ which rows are read

describe('the periods of a range', () => {
  it('a range of business days since 2022 is whole months and half days only: no order is read', () => {
    // a year: 11 whole months, the half days of November 2025 and 2026 around them
    expect(splitIntoPeriods(businessDaysRange('2025-11-28', '2026-11-27'))).toEqual({
      months: { from: '2025-12', to: '2026-11' },
      periods: [
        { from: '2025-11-28T06', to: '2025-12-01T00' },
        { from: '2026-11-01T00', to: '2026-11-28T06' },
      ],
      ends: [],
    });
    expect(splitIntoPeriods(businessDaysRange('2026-03-11', '2026-03-11'))).toEqual({
      months: null,
      periods: [{ from: '2026-03-11T06', to: '2026-03-12T06' }],
      ends: [],
    });
    // April in Mexico City ends at 06:00 UTC on May 1st: no whole UTC month
    expect(splitIntoPeriods(businessDaysRange('2026-04-01', '2026-04-30'))).toEqual({
      months: null,
      periods: [{ from: '2026-04-01T06', to: '2026-05-01T06' }],
      ends: [],
    });
  });

  it('the ends that cut a half day are read from the orders: summer time, local mean time', () => {
    expect(splitIntoPeriods(businessDaysRange('2021-07-05', '2021-07-06'))).toEqual({
      months: null,
      periods: [{ from: '2021-07-05T06', to: '2021-07-07T00' }],
      ends: [
        { start: '2021-07-05T05:00:00.000Z', end: '2021-07-05T06:00:00.000Z' },
        { start: '2021-07-07T00:00:00.000Z', end: '2021-07-07T05:00:00.000Z' },
      ],
    });
    expect(splitIntoPeriods(businessDaysRange('2021-06-30', '2021-08-01'))).toEqual({
      months: { from: '2021-07', to: '2021-08' },
      periods: [
        { from: '2021-06-30T06', to: '2021-07-01T00' },
        { from: '2021-08-01T00', to: '2021-08-02T00' },
      ],
      ends: [
        { start: '2021-06-30T05:00:00.000Z', end: '2021-06-30T06:00:00.000Z' },
        { start: '2021-08-02T00:00:00.000Z', end: '2021-08-02T05:00:00.000Z' },
      ],
    });
    // Mexico City's day started at 06:36:36 UTC before 1922
    expect(splitIntoPeriods(businessDaysRange('1905-01-10', '1905-01-10'))).toEqual({
      months: null,
      periods: [{ from: '1905-01-11T00', to: '1905-01-11T06' }],
      ends: [
        { start: '1905-01-10T06:36:36.000Z', end: '1905-01-11T00:00:00.000Z' },
        { start: '1905-01-11T06:00:00.000Z', end: '1905-01-11T06:36:36.000Z' },
      ],
    });
    // 06:00:00 to 06:00:01 UTC holds no whole half day
    expect(
      splitIntoPeriods({ start: '2026-03-11T06:00:00.000Z', end: '2026-03-11T06:00:01.000Z' }),
    ).toEqual({
      months: null,
      periods: [],
      ends: [{ start: '2026-03-11T06:00:00.000Z', end: '2026-03-11T06:00:01.000Z' }],
    });
  });
});

// ------------------------------------------------------------------ the migration

describe('the migration', () => {
  it('fills the half days and the months from the orders already there, and comes undone', async () => {
    const executed = await migrateToBefore(db, MIGRATION);
    expect(executed).not.toContain(MIGRATION);
    expect(executed).not.toContain('2026_11_28_1000_create_completed_order_prices');
    // written while no trigger keeps the periods
    await insertOrder({
      status: 'completed',
      completed_at: '2026-03-25T07:00:00.000Z',
      zone_id: zones[0] ?? 0,
      product: 'cylinder_20kg',
      unit_price_cents: 41_000,
      deleted_at: null,
    });
    await migrateToLatest(db);
    await expectPeriodsInStep();
    await expectAsOrders('1900-01-01', '2999-12-31');
  });
});

describe('the demo data set', () => {
  it('the seed fills the half days and the months', async () => {
    const fresh = await freshDatabase();
    try {
      await prepareDatabase(fresh.handle, 'demo');
      const completed = await fresh.handle.db
        .selectFrom('completed_order_months')
        .select((eb) => eb.fn.sum<number | string>('orders_count').as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(completed.n)).toBeGreaterThan(1000);
      await expectPeriodsInStep(fresh.handle.db);
    } finally {
      await fresh.dispose();
    }
  }, 120_000);
});
