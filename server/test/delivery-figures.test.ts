// The dashboard's delivery figures (GET /api/dashboard/deliveries) on routes written by hand:
// on-time deliveries and minutes from taken to delivered per zone over the last 30 days, today's
// routes with their progress, and the last 7 days' cash differences.
import { businessToday, startOfBusinessDay } from '../src/lib/business-time';
import { addDays } from '../src/lib/calendar-days';
import { createTestApp, signInDemoAccounts, firstLocation, type TestApp } from './helper';
import { deliveryFixtures, ok } from './delivery-fixtures';

let t: TestApp;
let admin: string;
let employee: string;
let customer: string;
const ids = { admin: 0, employee: 0, zoneA: 0, zoneB: 0, location: 0 };
const zoneNames = { a: '', b: '' };
const names = { admin: '', employee: '' };
let today = '';

/** An instant at a wall-clock time of a business day (Mexico City), as ISO. */
const at = (day: string, hour: number, minute = 0): string =>
  new Date(startOfBusinessDay(day) + (hour * 60 + minute) * 60_000).toISOString();

let plates = 0;
const fixtures = deliveryFixtures(
  () => ({ t, admin, employee, zone: ids.zoneA, location: ids.location }),
  {
    plate: () => `FIG-${String(300 + ++plates)}`,
    order: {
      customer_name: 'Lucía Fernández',
      customer_phone: '33 1111 2222',
      address: 'Calle 5 de Mayo 10',
      location_id: undefined,
      product: 'cylinder_20kg',
      unit_price: 400,
    },
  },
);
const vehicle = async () => (await fixtures.vehicle()).id;

/** An order taken at `created_at`, due on `delivery_date` (in an optional window). */
async function order(
  zoneId: number,
  created_at: string,
  delivery_date: string,
  window: [string, string] | null = null,
): Promise<number> {
  const { id } = await fixtures.order({ zone_id: zoneId });
  await t.database.db
    .updateTable('orders')
    .set({
      created_at,
      delivery_date,
      delivery_window_start: window?.[0] ?? null,
      delivery_window_end: window?.[1] ?? null,
    })
    .where('id', '=', id)
    .execute();
  return id;
}

async function route(
  route_date: string,
  vehicleId: number,
  driverId: number,
  fields: {
    status?: 'planned' | 'out' | 'closed';
    difference?: number;
    deleted?: boolean;
  } = {},
): Promise<number> {
  const closed = fields.status === 'closed';
  const row = await t.database.db
    .insertInto('delivery_routes')
    .values({
      route_date,
      vehicle_id: vehicleId,
      driver_id: driverId,
      helper_id: null,
      status: fields.status ?? 'planned',
      departed_at: fields.status === undefined ? null : at(route_date, 8),
      closed_at: closed ? at(route_date, 19) : null,
      closed_by: closed ? ids.admin : null,
      cash_expected_cents: closed ? 100_000 : null,
      cash_counted_cents: closed ? 100_000 + (fields.difference ?? 0) : null,
      cash_difference_cents: closed ? (fields.difference ?? 0) : null,
      created_at: at(route_date, 7),
      updated_at: at(route_date, 7),
      deleted_at: fields.deleted === true ? at(route_date, 7, 30) : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

let positions = 0;
async function stop(
  routeId: number,
  orderId: number,
  outcome: 'delivered' | 'not_delivered' | null,
  recorded_at: string | null = null,
  removed = false,
): Promise<void> {
  await t.database.db
    .insertInto('delivery_stops')
    .values({
      route_id: routeId,
      order_id: orderId,
      position: ++positions,
      outcome,
      reason: outcome === 'not_delivered' ? 'nobody_home' : null,
      dispensed_litres: null,
      recorded_at,
      recorded_by: recorded_at === null ? null : ids.employee,
      created_at: new Date().toISOString(),
      removed_at: removed ? new Date().toISOString() : null,
    })
    .execute();
}

beforeAll(async () => {
  t = await createTestApp();
  const accounts = await signInDemoAccounts(t);
  admin = accounts.admin.token;
  employee = accounts.employee.token;
  customer = accounts.customer.token;
  for (const who of ['admin', 'employee'] as const) {
    ids[who] = accounts[who].id;
    names[who] = accounts[who].fullName;
  }
  const place = await firstLocation(t.database);
  ids.zoneA = place.zone_id;
  ids.location = place.location_id;
  const zones = await t.database.db
    .selectFrom('zones')
    .select(['id', 'name'])
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
  const other = zones.find((zone) => zone.id !== ids.zoneA);
  if (other === undefined) throw new Error('the minimal seed has a second zone');
  ids.zoneB = other.id;
  zoneNames.a = zones.find((zone) => zone.id === ids.zoneA)?.name ?? '';
  zoneNames.b = other.name;
  today = businessToday(Date.now());
});
afterAll(() => t.close());

describe('the delivery figures', () => {
  it('answers staff with figures added up by hand, and refuses customers', async () => {
    const [truck1, truck2, truck3] = [await vehicle(), await vehicle(), await vehicle()];
    const twoDaysAgo = addDays(today, -2);
    const yesterday = addDays(today, -1);

    // two days ago: closed 50.00 short; one delivery in its window (taken 90 minutes before), one
    // after its window (taken the day before: 1,440 minutes)
    const r1 = await route(twoDaysAgo, truck1, ids.employee, {
      status: 'closed',
      difference: -5_000,
    });
    await stop(
      r1,
      await order(ids.zoneA, at(twoDaysAgo, 9), twoDaysAgo, ['10:00', '11:00']),
      'delivered',
      at(twoDaysAgo, 10, 30),
    );
    await stop(
      r1,
      await order(ids.zoneA, at(addDays(today, -3), 12), twoDaysAgo, ['08:00', '10:00']),
      'delivered',
      at(twoDaysAgo, 12),
    );
    // yesterday: closed 20.00 over, plus a second route 5.00 short; a delivery a day late (60
    // minutes after it was taken), one not delivered, one taken off the route
    const r2 = await route(yesterday, truck1, ids.employee, {
      status: 'closed',
      difference: 2_000,
    });
    await route(yesterday, truck2, ids.admin, { status: 'closed', difference: -500 });
    await stop(
      r2,
      await order(ids.zoneB, at(yesterday, 14), twoDaysAgo),
      'delivered',
      at(yesterday, 15),
    );
    await stop(
      r2,
      await order(ids.zoneB, at(yesterday, 8), yesterday),
      'not_delivered',
      at(yesterday, 11),
    );
    await stop(
      r2,
      await order(ids.zoneB, at(yesterday, 8), yesterday),
      'delivered',
      at(yesterday, 9),
      true,
    );
    // out of the windows: 40 days ago (a delivery) and 7 days ago (a difference)
    const old = await route(addDays(today, -40), truck1, ids.employee, {
      status: 'closed',
      difference: -99_900,
    });
    await stop(
      old,
      await order(ids.zoneA, at(addDays(today, -40), 8), addDays(today, -40)),
      'delivered',
      at(addDays(today, -40), 9),
    );
    await route(addDays(today, -7), truck1, ids.employee, { status: 'closed', difference: 700 });
    // today: one route out with 3 stops (1 recorded), one planned without stops, one deleted
    const out = await route(today, truck1, ids.employee, { status: 'out' });
    await stop(out, await order(ids.zoneA, at(today, 6), today), 'not_delivered', at(today, 7));
    await stop(out, await order(ids.zoneA, at(today, 6), today), null);
    await stop(out, await order(ids.zoneA, at(today, 6), today), null);
    await stop(out, await order(ids.zoneA, at(today, 6), today), null, null, true);
    const planned = await route(today, truck2, ids.admin);
    await route(today, truck3, ids.admin, { deleted: true });

    const figures = await ok<{
      on_time: { delivered: number; on_time: number };
      zones: { zone_id: number; zone_name: string; average_minutes: number }[];
      today_routes: unknown[];
      cash_differences: { date: string; difference: number }[];
    }>(t.call({ method: 'GET', url: '/api/dashboard/deliveries', token: employee }));

    expect(figures.on_time).toEqual({ delivered: 3, on_time: 1 });
    expect(figures.zones).toEqual(
      expect.arrayContaining([
        { zone_id: ids.zoneA, zone_name: zoneNames.a, average_minutes: (90 + 1440) / 2 },
        { zone_id: ids.zoneB, zone_name: zoneNames.b, average_minutes: 60 },
      ]),
    );
    expect(figures.zones).toHaveLength(2);
    const plates = await t.database.db
      .selectFrom('vehicles')
      .select(['id', 'plate'])
      .where('id', 'in', [truck1, truck2])
      .execute();
    const plateOf = (id: number) => plates.find((row) => row.id === id)?.plate;
    expect(figures.today_routes).toEqual(
      [
        {
          id: out,
          vehicle_plate: plateOf(truck1),
          driver_name: names.employee,
          status: 'out',
          stops: 3,
          done: 1,
        },
        {
          id: planned,
          vehicle_plate: plateOf(truck2),
          driver_name: names.admin,
          status: 'planned',
          stops: 0,
          done: 0,
        },
      ].sort((a, b) => String(a.vehicle_plate).localeCompare(String(b.vehicle_plate))),
    );
    expect(figures.cash_differences).toEqual([
      { date: addDays(today, -6), difference: 0 },
      { date: addDays(today, -5), difference: 0 },
      { date: addDays(today, -4), difference: 0 },
      { date: addDays(today, -3), difference: 0 },
      { date: twoDaysAgo, difference: -50 },
      { date: yesterday, difference: 15 },
      { date: today, difference: 0 },
    ]);

    expect(
      (await t.call({ method: 'GET', url: '/api/dashboard/deliveries', token: customer }))
        .statusCode,
    ).toBe(403);
  });
});
