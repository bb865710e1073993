import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../src/db/database';
import type { Database, OrderStatusValue, ProductValue } from '../src/db/tables';
import { migrateToLatest } from '../src/db/migrate';
import { prepareDatabase } from '../src/db/prepare';
import { KG_PER_UNIT, LITRE_PRODUCT } from '../src/domain/star-clients';
import { businessDaysRange } from '../src/lib/business-time';
import { finishedOrderTotals, listOrderPage } from '../src/resources/orders/list-repository';
import { createTestApp, demoUserId, freshDatabase, migrateToBefore, type TestApp } from './helper';

// The finished orders report's totals come from finished_order_days (live finished orders per
// status, UTC day, zone and product, kept by triggers) for the whole UTC days of a range and from
// the orders for the partial days at its ends. These tests hold them to hand-computed sums across
// UTC midnight (18:00 in Mexico City), through every write that moves an order into, out of or
// within the report, and to sums computed from the orders themselves over the demo data set.

const MIGRATION = '2026_11_24_1310_index_finished_orders';

interface Totals {
  orders: number;
  completed: number;
  cancelled: number;
  kg: number;
  litres: number;
  amount: number;
}

type Query = Record<string, string | number | undefined>;

const queryString = (query: Query): string => {
  const text = new URLSearchParams(
    Object.entries(query)
      .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
      .map(([key, value]) => [key, String(value)]),
  ).toString();
  return text === '' ? '' : `?${text}`;
};

interface DayRow {
  status: string;
  day: string;
  zone_id: number;
  product: string;
  orders_count: number;
  quantity: number;
  total_cents: number;
}

const byKey = (a: DayRow, b: DayRow) =>
  `${a.status}|${a.day}|${String(a.zone_id)}|${a.product}`.localeCompare(
    `${b.status}|${b.day}|${String(b.zone_id)}|${b.product}`,
  );

/** The days as stored (empty ones left out) and as the live finished orders add up. */
async function daysAndOrders(db: Kysely<Database>): Promise<[DayRow[], DayRow[]]> {
  const stored = await sql<DayRow>`
    select status, day, zone_id, product, orders_count, quantity, total_cents
    from finished_order_days where orders_count <> 0 or quantity <> 0 or total_cents <> 0`.execute(
    db,
  );
  const counted = await sql<DayRow>`
    select status, substr(created_at, 1, 10) as day, zone_id, product,
      count(*) as orders_count,
      cast(sum(quantity) as bigint) as quantity,
      cast(sum(total_cents) as bigint) as total_cents
    from orders where deleted_at is null and status in ('completed', 'cancelled')
    group by status, substr(created_at, 1, 10), zone_id, product`.execute(db);
  return [stored.rows.sort(byKey), counted.rows.sort(byKey)];
}

async function expectDaysInStep(db: Kysely<Database>): Promise<void> {
  const [stored, counted] = await daysAndOrders(db);
  expect(stored).toEqual(counted);
}

describe('the totals through the API, hand-computed', () => {
  let t: TestApp;
  let employee: string;
  let admin: string;
  let E = 0;
  let clockOffset = 0;
  const idOf: Record<string, number> = {};

  /** Moves the app clock to an instant. */
  function setNow(iso: string): void {
    const delta = Date.parse(iso) - (Date.now() + clockOffset);
    t.advanceClock(delta);
    clockOffset += delta;
  }

  /** Mexico City time (UTC-6 all year since 2022) on 2026-03-dd hh:mm, as an ISO instant. */
  const localAt = (day: number, hour: number, minute = 0): string =>
    new Date(Date.UTC(2026, 2, day, hour + 6, minute)).toISOString();

  interface Planned {
    key: string;
    day: number;
    hour: number;
    minute?: number;
    zone: 1 | 2;
    product: ProductValue;
    quantity: number;
    price: number;
    status: OrderStatusValue;
  }

  // UTC midnight is 18:00 in Mexico City: b, c, d and e fall on another UTC day than their
  // business day, or right at its edge
  const plan: Planned[] = [
    // 2026-03-10T14:00Z
    {
      key: 'a',
      day: 10,
      hour: 8,
      zone: 1,
      product: 'cylinder_20kg',
      quantity: 2,
      price: 400,
      status: 'completed',
    },
    // 2026-03-11T01:30Z, business day the 10th
    {
      key: 'b',
      day: 10,
      hour: 19,
      minute: 30,
      zone: 1,
      product: 'stationary_litre',
      quantity: 100,
      price: 11.5,
      status: 'completed',
    },
    // 2026-03-11T23:59Z
    {
      key: 'c',
      day: 11,
      hour: 17,
      minute: 59,
      zone: 2,
      product: 'cylinder_30kg',
      quantity: 1,
      price: 600,
      status: 'completed',
    },
    // 2026-03-12T00:00Z, business day the 11th
    {
      key: 'd',
      day: 11,
      hour: 18,
      zone: 2,
      product: 'cylinder_10kg',
      quantity: 3,
      price: 220,
      status: 'cancelled',
    },
    // 2026-03-13T05:50Z, business day the 12th
    {
      key: 'e',
      day: 12,
      hour: 23,
      minute: 50,
      zone: 1,
      product: 'cylinder_45kg',
      quantity: 1,
      price: 900,
      status: 'completed',
    },
    // 2026-03-13T06:05Z, business day the 13th
    {
      key: 'f',
      day: 13,
      hour: 0,
      minute: 5,
      zone: 1,
      product: 'cylinder_20kg',
      quantity: 1,
      price: 400,
      status: 'in_process',
    },
    // 2026-03-14T18:00Z
    {
      key: 'g',
      day: 14,
      hour: 12,
      zone: 2,
      product: 'cylinder_20kg',
      quantity: 1,
      price: 410,
      status: 'completed',
    },
    // 2026-03-14T20:00Z
    {
      key: 'h',
      day: 14,
      hour: 14,
      zone: 2,
      product: 'cylinder_10kg',
      quantity: 1,
      price: 230,
      status: 'in_process',
    },
  ];

  const move = (key: string, status: OrderStatusValue, reason?: string) =>
    t.call({
      method: 'POST',
      url: `/api/orders/${String(idOf[key])}/status`,
      token: employee,
      payload: { status, reason },
    });

  async function createPlanned(order: Planned): Promise<void> {
    setNow(localAt(order.day, order.hour, order.minute ?? 0));
    const response = await t.call({
      method: 'POST',
      url: '/api/orders',
      token: employee,
      payload: {
        customer_name: `Cliente ${order.key.toUpperCase()}`,
        customer_phone: '33 1111 2200',
        address: 'Calle Hidalgo 45, Centro',
        zone_id: order.zone,
        product: order.product,
        quantity: order.quantity,
        unit_price: order.price,
        payment_method: 'cash',
        employee_id: E,
      },
    });
    if (response.statusCode !== 201) throw new Error(response.body);
    idOf[order.key] = response.json<{ id: number }>().id;
    const steps: Record<OrderStatusValue, OrderStatusValue[]> = {
      new: [],
      in_process: ['in_process'],
      completed: ['in_process', 'completed'],
      cancelled: ['cancelled'],
    };
    for (const status of steps[order.status]) {
      const moved = await move(order.key, status, status === 'cancelled' ? 'Sin gas' : undefined);
      if (moved.statusCode !== 200) throw new Error(moved.body);
    }
  }

  beforeAll(async () => {
    t = await createTestApp();
    [employee, admin] = await Promise.all([t.login('employee'), t.login('admin')]);
    E = await demoUserId(t.database, 'employee');
    for (const order of plan) await createPlanned(order);
    setNow(new Date(Date.now()).toISOString());
  }, 60_000);
  afterAll(() => t.close());

  /** The totals, and the same number of orders as the list's total. */
  async function totalsOf(query: Query = {}): Promise<Totals> {
    const response = await t.call({
      method: 'GET',
      url: `/api/orders/finished/totals/all${queryString(query)}`,
      token: employee,
    });
    expect([query, response.statusCode]).toEqual([query, 200]);
    const totals = response.json<Totals>();
    const page = await t.call({
      method: 'GET',
      url: `/api/orders/finished/list/1/5/all${queryString(query)}`,
      token: employee,
    });
    expect([query, page.json<{ total: number }>().total]).toEqual([query, totals.orders]);
    return totals;
  }

  const everything = { orders: 6, completed: 5, cancelled: 1, kg: 135, litres: 100, amount: 3860 };

  it('sums whole UTC days and the partial days at the ends of a range', async () => {
    // a, b, c, d (cancelled), e, g
    expect(await totalsOf()).toEqual(everything);
    // 10th to 12th: a and e at the ends, b, c and d in whole UTC days (the 11th and 12th)
    expect(await totalsOf({ from: '2026-03-10', to: '2026-03-12' })).toEqual({
      orders: 5,
      completed: 4,
      cancelled: 1,
      kg: 115,
      litres: 100,
      amount: 3450,
    });
    // one business day holds no whole UTC day: c and d, not b (the 10th in Mexico City)
    expect(await totalsOf({ from: '2026-03-11', to: '2026-03-11' })).toEqual({
      orders: 2,
      completed: 1,
      cancelled: 1,
      kg: 30,
      litres: 0,
      amount: 600,
    });
    // 11th to 12th: the UTC 11th is not whole inside the range (b is left out), the 12th is
    expect(await totalsOf({ from: '2026-03-11', to: '2026-03-12' })).toEqual({
      orders: 3,
      completed: 2,
      cancelled: 1,
      kg: 75,
      litres: 0,
      amount: 1500,
    });
    expect(await totalsOf({ from: '2026-03-10', to: '2026-03-10', zone_id: 1 })).toEqual({
      orders: 2,
      completed: 2,
      cancelled: 0,
      kg: 40,
      litres: 100,
      amount: 1950,
    });
    expect(await totalsOf({ status: 'completed', product: 'cylinder_20kg' })).toEqual({
      orders: 2,
      completed: 2,
      cancelled: 0,
      kg: 60,
      litres: 0,
      amount: 1210,
    });
    expect(await totalsOf({ zone_id: 2, from: '2026-03-11' })).toEqual({
      orders: 3,
      completed: 2,
      cancelled: 1,
      kg: 50,
      litres: 0,
      amount: 1010,
    });
    expect(await totalsOf({ status: 'cancelled', to: '2026-03-10' })).toEqual({
      orders: 0,
      completed: 0,
      cancelled: 0,
      kg: 0,
      litres: 0,
      amount: 0,
    });
    await expectDaysInStep(t.database.db);
  });

  it('follows a status change, a delete, a restore and an edit', async () => {
    // f (the 13th, zone 1, 20 kg × 1, $400) is completed
    expect((await move('f', 'completed')).statusCode).toBe(200);
    const withF = { orders: 7, completed: 6, cancelled: 1, kg: 155, litres: 100, amount: 4260 };
    expect(await totalsOf()).toEqual(withF);
    // 12th to 13th: e (the UTC 13th before 06:00) and f; d is the 11th in Mexico City
    expect(await totalsOf({ from: '2026-03-12', to: '2026-03-13' })).toEqual({
      orders: 2,
      completed: 2,
      cancelled: 0,
      kg: 65,
      litres: 0,
      amount: 1300,
    });
    await expectDaysInStep(t.database.db);

    // a (the 10th, zone 1, 20 kg × 2, $800) is deleted, then restored
    const deleted = await t.call({
      method: 'DELETE',
      url: `/api/orders/${String(idOf.a)}`,
      token: admin,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await totalsOf()).toEqual({
      orders: 6,
      completed: 5,
      cancelled: 1,
      kg: 115,
      litres: 100,
      amount: 3460,
    });
    expect(await totalsOf({ from: '2026-03-10', to: '2026-03-10' })).toEqual({
      orders: 1,
      completed: 1,
      cancelled: 0,
      kg: 0,
      litres: 100,
      amount: 1150,
    });
    expect(await totalsOf({ trashed: 'only' })).toEqual({
      orders: 1,
      completed: 1,
      cancelled: 0,
      kg: 40,
      litres: 0,
      amount: 800,
    });
    await expectDaysInStep(t.database.db);
    const restored = await t.call({
      method: 'GET',
      url: `/api/orders/${String(idOf.a)}/restore`,
      token: admin,
    });
    expect(restored.statusCode).toBe(200);
    expect(await totalsOf()).toEqual(withF);
    await expectDaysInStep(t.database.db);

    // h (in process) is edited to another zone, product and quantity and completed in one PUT
    const edited = await t.call({
      method: 'PUT',
      url: `/api/orders/${String(idOf.h)}`,
      token: employee,
      payload: {
        customer_name: 'Cliente H',
        customer_phone: '33 1111 2200',
        address: 'Calle Hidalgo 45, Centro',
        zone_id: 1,
        product: 'stationary_litre',
        quantity: 50,
        unit_price: 12,
        payment_method: 'cash',
        employee_id: E,
        status: 'completed',
      },
    });
    expect(edited.statusCode).toBe(200);
    expect(await totalsOf()).toEqual({
      orders: 8,
      completed: 7,
      cancelled: 1,
      kg: 155,
      litres: 150,
      amount: 4860,
    });
    expect(await totalsOf({ zone_id: 1, product: 'stationary_litre', from: '2026-03-14' })).toEqual(
      { orders: 1, completed: 1, cancelled: 0, kg: 0, litres: 50, amount: 600 },
    );
    expect(await totalsOf({ zone_id: 2, from: '2026-03-14' })).toEqual({
      orders: 1,
      completed: 1,
      cancelled: 0,
      kg: 20,
      litres: 0,
      amount: 410,
    });
    await expectDaysInStep(t.database.db);
  });

  it('stays in step with writes straight to the table', async () => {
    const db = t.database.db;
    // c moves to another day, zone and amount; d is removed for good
    await db
      .updateTable('orders')
      .set({ created_at: '2026-03-20T12:00:00.000Z', zone_id: 1, total_cents: 65_000 })
      .where('id', '=', idOf.c ?? 0)
      .execute();
    await db
      .deleteFrom('order_status_changes')
      .where('order_id', '=', idOf.d ?? 0)
      .execute();
    await db
      .deleteFrom('orders')
      .where('id', '=', idOf.d ?? 0)
      .execute();
    await expectDaysInStep(db);
    // g changes only its amount, then only its quantity (its day, zone and product stay)
    await db
      .updateTable('orders')
      .set({ total_cents: 82_000 })
      .where('id', '=', idOf.g ?? 0)
      .execute();
    await expectDaysInStep(db);
    await db
      .updateTable('orders')
      .set({ quantity: 2 })
      .where('id', '=', idOf.g ?? 0)
      .execute();
    await expectDaysInStep(db);
    expect(await totalsOf({ zone_id: 2, from: '2026-03-14' })).toEqual({
      orders: 1,
      completed: 1,
      cancelled: 0,
      kg: 40,
      litres: 0,
      amount: 820,
    });
    expect(await totalsOf({ from: '2026-03-11', to: '2026-03-11' })).toEqual({
      orders: 0,
      completed: 0,
      cancelled: 0,
      kg: 0,
      litres: 0,
      amount: 0,
    });
    expect(await totalsOf({ from: '2026-03-20', zone_id: 1 })).toEqual({
      orders: 1,
      completed: 1,
      cancelled: 0,
      kg: 30,
      litres: 0,
      amount: 650,
    });
  });

  it('stays exact under concurrent moves of orders of the same day', async () => {
    setNow(localAt(16, 10));
    const keys = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'];
    for (const key of keys)
      await createPlanned({
        key,
        day: 16,
        hour: 10,
        zone: 1,
        product: 'cylinder_20kg',
        quantity: 1,
        price: 400,
        status: 'in_process',
      });
    setNow(new Date(Date.now()).toISOString());
    const outcomes = await Promise.all(
      keys.flatMap((key, index) => [
        move(key, index % 2 === 0 ? 'completed' : 'cancelled', 'Sin gas'),
        t.call({ method: 'DELETE', url: `/api/orders/${String(idOf[key])}`, token: admin }),
      ]),
    );
    expect(outcomes.every((response) => response.statusCode < 500)).toBe(true);
    await expectDaysInStep(t.database.db);
    const rows = await t.database.db
      .selectFrom('orders')
      .select(['status', 'deleted_at'])
      .where(
        'id',
        'in',
        keys.map((key) => idOf[key] ?? 0),
      )
      .execute();
    const live = rows.filter((row) => row.deleted_at === null);
    const completed = live.filter((row) => row.status === 'completed').length;
    const cancelled = live.filter((row) => row.status === 'cancelled').length;
    expect(await totalsOf({ from: '2026-03-16', to: '2026-03-16' })).toEqual({
      orders: completed + cancelled,
      completed,
      cancelled,
      kg: 20 * completed,
      litres: 0,
      amount: 400 * completed,
    });
  });
});

describe('the demo data set', () => {
  let db: Kysely<Database>;
  let dialect: DialectName;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    const fresh = await freshDatabase();
    ({ db, dialect } = fresh.handle);
    dispose = fresh.dispose;
    await prepareDatabase(fresh.handle, 'demo');
  }, 120_000);
  afterAll(() => dispose());

  interface OrderRow {
    status: OrderStatusValue;
    created_at: string;
    zone_id: number;
    product: ProductValue;
    employee_id: number | null;
    quantity: number;
    total_cents: number;
    deleted_at: string | null;
  }

  /** The totals computed here, order by order, as the report defines them. */
  function expected(rows: readonly OrderRow[], filter: Query): Totals {
    const range =
      filter.from === undefined && filter.to === undefined
        ? null
        : businessDaysRange(String(filter.from ?? '1900-01-01'), String(filter.to ?? '2999-12-31'));
    const picked = rows.filter(
      (row) =>
        row.deleted_at === null &&
        (row.status === 'completed' || row.status === 'cancelled') &&
        (filter.status === undefined || row.status === filter.status) &&
        (filter.zone_id === undefined || row.zone_id === filter.zone_id) &&
        (filter.product === undefined || row.product === filter.product) &&
        (filter.employee_id === undefined || row.employee_id === filter.employee_id) &&
        (range === null || (row.created_at >= range.start && row.created_at < range.end)),
    );
    const completed = picked.filter((row) => row.status === 'completed');
    const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
    return {
      orders: picked.length,
      completed: completed.length,
      cancelled: picked.length - completed.length,
      kg: sum(completed.map((row) => (KG_PER_UNIT[row.product] ?? 0) * row.quantity)),
      litres: sum(completed.map((row) => (row.product === LITRE_PRODUCT ? row.quantity : 0))),
      amount: sum(completed.map((row) => row.total_cents)) / 100,
    };
  }

  it('the seed fills the days, and the totals equal the sums of the orders', async () => {
    await expectDaysInStep(db);
    const rows: OrderRow[] = await db
      .selectFrom('orders')
      .select([
        'status',
        'created_at',
        'zone_id',
        'product',
        'employee_id',
        'quantity',
        'total_cents',
        'deleted_at',
      ])
      .execute();
    expect(rows.length).toBeGreaterThan(1000);
    const latest =
      rows
        .map((row) => row.created_at)
        .sort()
        .at(-1) ?? '';
    const dayBefore = (days: number) =>
      new Date(Date.parse(latest) - days * 86_400_000).toISOString().slice(0, 10);
    const zone = rows[0]?.zone_id ?? 1;
    const employee = rows.find((row) => row.employee_id !== null)?.employee_id ?? undefined;
    const filters: Query[] = [
      {},
      { status: 'completed' },
      { status: 'cancelled', zone_id: zone },
      { product: 'stationary_litre' },
      { from: dayBefore(40), to: dayBefore(3) },
      { from: dayBefore(1), to: dayBefore(1), status: 'completed' },
      { from: dayBefore(200), zone_id: zone, product: 'cylinder_20kg' },
      { to: dayBefore(100), status: 'completed' },
      { from: dayBefore(90), to: dayBefore(10), employee_id: employee },
      { employee_id: employee, status: 'completed' },
    ];
    for (const filter of filters) {
      const list = {
        list: 'finished' as const,
        ...filter,
      } as Parameters<typeof finishedOrderTotals>[2];
      const totals = await finishedOrderTotals(db, dialect, list);
      expect([filter, totals]).toEqual([filter, expected(rows, filter)]);
      const page = await listOrderPage(db, dialect, list, { page: 1, size: 5 });
      expect([filter, page.total]).toEqual([filter, totals.orders]);
    }
  });

  it('the migration fills the days from the orders already there, and comes undone', async () => {
    const executed = await migrateToBefore(db, MIGRATION);
    expect(executed).not.toContain(MIGRATION);
    await migrateToLatest(db);
    await expectDaysInStep(db);
  });
});
