// The dispatch board's answer, byte for byte: read again by an app that keeps what it read (the
// due orders' details at their revision, their rows and the rows' texts) after each kind of
// change, it is the text an app that kept nothing writes of the same database, and the text the
// response schema's own serializer (fast-json-stringify, what Fastify compiles) writes of it.
import fastJson from 'fast-json-stringify';
import { buildApp } from '../src/app';
import { toRouteSchema } from '../src/http/register-operation';
import { DispatchBoard } from '../src/resources/delivery-routes/board-operations';
import {
  callResultOf,
  createTestApp,
  firstLocation,
  JWT_SECRET,
  secondConnection,
  signInDemoAccounts,
  type CallResult,
  type TestApp,
} from './helper';
import { deliveryFixtures, ok } from './delivery-fixtures';

let t: TestApp;
let admin: string;
let employee: string;
const ids = { zone: 0, location: 0, admin: 0 };

beforeAll(async () => {
  t = await createTestApp();
  const accounts = await signInDemoAccounts(t);
  admin = accounts.admin.token;
  employee = accounts.employee.token;
  ids.admin = accounts.admin.id;
  const place = await firstLocation(t.database);
  ids.zone = place.zone_id;
  ids.location = place.location_id;
});
afterAll(() => t.close());

let plates = 0;
const fixtures = deliveryFixtures(
  () => ({ t, admin, employee, zone: ids.zone, location: ids.location }),
  { plate: () => `ANS-${String(100 + ++plates)}`, capacity: 50 },
);

const writeBoard = fastJson(toRouteSchema(DispatchBoard));

/** The board's text as an app that kept nothing writes it: a new app on the same database. */
async function freshBoard(url: string): Promise<CallResult> {
  const handle = await secondConnection(t.database);
  const app = await buildApp({
    database: handle,
    logger: false,
    config: { jwtSecret: JWT_SECRET, mailOutbox: t.outbox, smtpUrl: undefined },
  });
  try {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    return await callResultOf(
      await fetch(`${base}${url}`, { headers: { authorization: `Bearer ${employee}` } }),
    );
  } finally {
    await app.close();
    await handle.db.destroy();
  }
}

/** The board of a day read by the suite's app, checked byte for byte; its value. */
async function sameAnswer(day: string, query = '') {
  const url = `/api/delivery-routes/board/${day}${query}`;
  const kept = await t.call({ method: 'GET', url, token: employee });
  expect(kept.statusCode).toBe(200);
  const fresh = await freshBoard(url);
  expect(fresh.statusCode).toBe(200);
  expect(kept.body).toBe(fresh.body);
  expect(kept.body).toBe(writeBoard(JSON.parse(kept.body)));
  return kept.json<{
    due: { order_id: number; zone_name: string | null; overdue: boolean }[];
    routes: { stops: { order_id: number }[] }[];
  }>();
}

const orderBody = (fields: Record<string, unknown>) => ({
  customer_name: 'Rosa Elena Martínez',
  customer_phone: '33 3614 2200',
  address: 'Av. Juárez 120, Centro, Guadalajara',
  zone_id: ids.zone,
  location_id: ids.location,
  product: 'cylinder_30kg',
  quantity: 1,
  unit_price: 500,
  payment_method: 'cash',
  ...fields,
});

describe("the board's answer, kept in parts", () => {
  it('is the text an app that kept nothing writes, after every kind of change', async () => {
    const day = '2032-03-10';
    const dayAfter = '2032-03-11';
    const plain = await fixtures.order({ delivery_date: day });
    const awkward = await fixtures.order({
      delivery_date: day,
      customer_name: 'Ana "la Güera" \\ Ñandú "due":[] 😀',
      address: 'Calle 5 de Mayo #12, int. "B"\tCentro',
      delivery_window_start: '09:00',
      delivery_window_end: '11:30',
    });
    const overdue = await fixtures.order({ delivery_date: '2032-03-09', quantity: 3 });
    await fixtures.order({ delivery_date: day, product: 'stationary_litre', quantity: 120 });
    const truck = await fixtures.vehicle();
    const planned = await fixtures.route({
      route_date: day,
      vehicle_id: truck.id,
      driver_id: ids.admin,
    });
    const onRoute = await fixtures.order({ delivery_date: day, quantity: 2 });
    await ok(fixtures.addStop(planned.id, onRoute.id));
    const dueOn = async (when: string, query = '') =>
      (await sameAnswer(when, query)).due.filter((row) =>
        [plain.id, awkward.id, overdue.id].includes(row.order_id),
      );

    expect((await sameAnswer(day)).routes.map((r) => r.stops.map((stop) => stop.order_id))).toEqual(
      [[onRoute.id]],
    );
    expect((await dueOn(day)).map((row) => [row.order_id, row.overdue])).toEqual([
      [overdue.id, true],
      [plain.id, false],
      [awkward.id, false],
    ]);
    // read again unchanged, and after one order's edit
    await sameAnswer(day);
    await ok(
      t.call({
        method: 'PUT',
        url: `/api/orders/${String(awkward.id)}`,
        token: admin,
        payload: orderBody({
          customer_name: 'Ana "la Güera" Ñandú',
          address: 'Calle 5 de Mayo #14 "C"',
          quantity: 2,
          delivery_date: day,
        }),
      }),
    );
    await sameAnswer(day);
    // the zone renamed: every due order of it shows the new name
    const zone = await fixtures.zone();
    const rename = fixtures.renameZone;
    await rename(`${zone.name} "Norte"`);
    try {
      expect((await dueOn(day)).map((row) => row.zone_name)).toEqual(
        Array(3).fill(`${zone.name} "Norte"`),
      );
      // the day after: the same orders, unchanged, overdue there; and back to the first day
      expect((await dueOn(dayAfter)).map((row) => row.overdue)).toEqual([true, true, true]);
      expect((await dueOn(day)).map((row) => row.overdue)).toEqual([true, false, false]);
      await sameAnswer(day, `?zone_id=${String(ids.zone)}&product=cylinder_30kg`);
      expect((await sameAnswer(day, '?product=cylinder_45kg')).due).toEqual([]);
    } finally {
      await rename(zone.name);
    }
    expect((await dueOn(day)).map((row) => row.zone_name)).toEqual(Array(3).fill(zone.name));
    await sameAnswer(dayAfter);
  });
});
