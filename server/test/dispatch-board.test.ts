// The dispatch board of a day: the orders due (and overdue) no planned or out route holds, the
// day's routes, the free vehicles and drivers, its filters; its version, which moves with every
// change the board shows, also read through another app on the same database (another process);
// an order returned from a route is due again; an order is not assigned to a route before its
// delivery day; the signed-in driver's or helper's routes; the route status an order shows.
import { buildApp } from '../src/app';
import {
  callResultOf,
  createTestApp,
  signInDemoAccounts,
  firstLocation,
  JWT_SECRET,
  secondConnection,
  type CallResult,
  type TestApp,
} from './helper';
import { deliveryFixtures, ok } from './delivery-fixtures';

let t: TestApp;
let admin: string;
let employee: string;
let customer: string;
const ids = { admin: 0, employee: 0, customer: 0, zone: 0, location: 0 };

interface Stop {
  id: number;
  order_id: number;
}
interface Route {
  id: number;
  status: string;
  load: number;
  stops: Stop[];
}
interface Order {
  id: number;
  folio: string;
  status: string;
  delivery_date: string;
  route_status?: string | null;
}
interface DueOrder {
  order_id: number;
  folio: string;
  product: string;
  zone_id: number;
  status: string;
  delivery_date: string;
  overdue: boolean;
}
interface Board {
  date: string;
  version: string;
  due: DueOrder[];
  routes: Route[];
  free_vehicles: { id: number; plate: string }[];
  free_drivers: { id: number; name: string }[];
}

beforeAll(async () => {
  t = await createTestApp();
  const accounts = await signInDemoAccounts(t);
  admin = accounts.admin.token;
  employee = accounts.employee.token;
  customer = accounts.customer.token;
  ids.admin = accounts.admin.id;
  ids.employee = accounts.employee.id;
  ids.customer = accounts.customer.id;
  const place = await firstLocation(t.database);
  ids.zone = place.zone_id;
  ids.location = place.location_id;
});
afterAll(() => t.close());

let counter = 0;
const next = () => ++counter;
/** A day no other test uses, after today (orders are taken today, and delivered from today on). */
const newDay = () =>
  new Date(Date.UTC(2031, 0, 1) + next() * 86_400_000 * 3).toISOString().slice(0, 10);
const dayAfter = (day: string, days = 1) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const fixtures = deliveryFixtures(
  () => ({ t, admin, employee, zone: ids.zone, location: ids.location }),
  { plate: () => `TAB-${String(100 + next())}`, capacity: 50 },
);
const { call, vehicle, addStop } = fixtures;
const order = (fields: Record<string, unknown> = {}, token = admin) =>
  fixtures.order<Order>(fields, token);

const board = (day: string, query = '') => ok<Board>(call('GET', `/board/${day}${query}`));

const route = (day: string, vehicleId: number, fields: Record<string, unknown> = {}) =>
  fixtures.route<Route>({
    route_date: day,
    vehicle_id: vehicleId,
    driver_id: ids.admin,
    ...fields,
  });

const dueIds = (b: Board) => b.due.map((due) => due.order_id);

describe('the dispatch board', () => {
  it('lists the orders due on the day or before, not on a planned or out route', async () => {
    const day = newDay();
    const onDay = await order({ delivery_date: day });
    const before = await order({ delivery_date: dayAfter(day, -1) });
    const after = await order({ delivery_date: dayAfter(day) });
    const onRoute = await order({
      delivery_date: day,
      delivery_window_start: '09:00',
      delivery_window_end: '11:30',
    });
    const truck = await vehicle();
    const planned = await route(day, truck.id);
    await ok(addStop(planned.id, onRoute.id));
    const read = await board(day);
    expect(read.date).toBe(day);
    const due = dueIds(read);
    expect(due).toEqual(expect.arrayContaining([onDay.id, before.id]));
    expect(due).not.toContain(after.id);
    expect(due).not.toContain(onRoute.id);
    expect(read.due.find((row) => row.order_id === before.id)?.overdue).toBe(true);
    expect(read.due.find((row) => row.order_id === onDay.id)).toMatchObject({
      folio: onDay.folio,
      overdue: false,
      status: 'new',
      delivery_date: day,
    });
    expect(read.routes.map((r) => r.id)).toEqual([planned.id]);
    expect(read.routes[0]?.stops.map((stop) => stop.order_id)).toEqual([onRoute.id]);
    // a stop carries its order's delivery day and window
    expect(read.routes[0]?.stops[0]).toMatchObject({
      delivery_date: day,
      delivery_window_start: '09:00',
      delivery_window_end: '11:30',
    });
    expect(read.free_vehicles.map((v) => v.id)).not.toContain(truck.id);
    expect(read.free_drivers.map((d) => d.id)).toContain(ids.employee);
    expect(read.free_drivers.map((d) => d.id)).not.toContain(ids.admin);
    // another day: the vehicle is free
    expect((await board(dayAfter(day))).free_vehicles.map((v) => v.id)).toContain(truck.id);
  });
});

describe('assigning an order to a route before its delivery day', () => {
  it('is refused with a 422 naming the delivery day', async () => {
    const day = newDay();
    const later = await order({ delivery_date: dayAfter(day, 2) });
    const planned = await route(day, (await vehicle()).id);
    const refused = await addStop(planned.id, later.id);
    expect(refused.statusCode).toBe(422);
    const body = refused.json<{ message: string; errors: Record<string, string[]> }>();
    expect(body.errors.order_id?.[0]).toContain(later.folio);
    expect(body.errors.order_id?.[0]).toContain(dayAfter(day, 2));
    // on its day (or a later one) it goes
    const onItsDay = await route(dayAfter(day, 2), (await vehicle()).id);
    await ok(addStop(onItsDay.id, later.id));
    // nor does the route move to a day before it
    const moved = await call('PUT', `/${String(onItsDay.id)}`, {
      route_date: day,
      vehicle_id: (await vehicle()).id,
      driver_id: ids.employee,
    });
    expect(moved.statusCode).toBe(422);
    expect(moved.json<{ errors: Record<string, string[]> }>().errors.route_date?.[0]).toContain(
      later.folio,
    );
  });
});

describe('an order not delivered and returned', () => {
  it('is due again on the board, on the day chosen', async () => {
    const day = newDay();
    const returned = await order({ delivery_date: day });
    const planned = await route(day, (await vehicle()).id);
    const withStop = await ok<Route>(addStop(planned.id, returned.id));
    expect(dueIds(await board(day))).not.toContain(returned.id);
    await ok(call('POST', `/${String(planned.id)}/depart`));
    const stop = withStop.stops[0];
    if (stop === undefined) throw new Error('no stop');
    await ok(
      call('POST', `/${String(planned.id)}/stops/${String(stop.id)}/outcome`, {
        outcome: 'not_delivered',
        reason: 'nobody_home',
        then: 'return',
      }),
    );
    const nextDay = dayAfter(day);
    const again = await board(nextDay);
    expect(again.due.find((due) => due.order_id === returned.id)).toMatchObject({
      status: 'in_process',
      overdue: true,
    });
    // and it can go on a route of that day
    const tomorrow = await route(nextDay, (await vehicle()).id);
    await ok(addStop(tomorrow.id, returned.id));
    expect(dueIds(await board(nextDay))).not.toContain(returned.id);
  });
});

describe('an order taken off its route', () => {
  it('is due again on the board, as are the orders of a planned route deleted', async () => {
    const day = newDay();
    const [taken, kept, ofDeleted] = [
      await order({ delivery_date: day }),
      await order({ delivery_date: day }),
      await order({ delivery_date: day }),
    ];
    const planned = await route(day, (await vehicle()).id);
    await ok(addStop(planned.id, taken.id));
    const withStops = await ok<Route>(addStop(planned.id, kept.id));
    const other = await route(day, (await vehicle()).id, { driver_id: ids.employee });
    await ok(addStop(other.id, ofDeleted.id));
    const ours = [taken.id, kept.id, ofDeleted.id];
    expect(dueIds(await board(day)).filter((id) => ours.includes(id))).toEqual([]);
    const stop = withStops.stops.find((one) => one.order_id === taken.id);
    if (stop === undefined) throw new Error('no stop');
    await ok(call('DELETE', `/${String(planned.id)}/stops/${String(stop.id)}`));
    expect(dueIds(await board(day)).filter((id) => ours.includes(id))).toEqual([taken.id]);
    await ok(call('DELETE', `/${String(other.id)}`));
    const read = await board(day);
    expect(dueIds(read).filter((id) => ours.includes(id))).toEqual([taken.id, ofDeleted.id]);
    expect(read.routes.map((r) => r.id)).toEqual([planned.id]);
  });
});

describe('the board filters', () => {
  it('narrows the due orders by zone and product', async () => {
    const day = newDay();
    const litres = await order({ delivery_date: day, product: 'stationary_litre', quantity: 300 });
    const cylinders = await order({ delivery_date: day, product: 'cylinder_20kg' });
    const byProduct = await board(day, '?product=stationary_litre');
    expect(dueIds(byProduct)).toContain(litres.id);
    expect(dueIds(byProduct)).not.toContain(cylinders.id);
    expect(byProduct.due.every((due) => due.product === 'stationary_litre')).toBe(true);
    const byZone = await board(day, `?zone_id=${String(ids.zone)}`);
    expect(dueIds(byZone)).toEqual(expect.arrayContaining([litres.id, cylinders.id]));
    const otherZone = await board(day, `?zone_id=${String(ids.zone + 100000)}`);
    expect(otherZone.due).toEqual([]);
    expect((await call('GET', `/board/${day}?product=propane`)).statusCode).toBe(400);
    expect((await call('GET', '/board/2031-02-30')).statusCode).toBe(400);
  });
});

describe("the signed-in user's routes", () => {
  it('lists the routes of the day the user drives or helps on, not the others', async () => {
    const day = newDay();
    const driving = await route(day, (await vehicle()).id, { driver_id: ids.employee });
    const other = await route(day, (await vehicle()).id, { driver_id: ids.admin });
    const mine = await ok<Route[]>(call('GET', `/mine/${day}`));
    expect(mine.map((r) => r.id)).toEqual([driving.id]);
    const helping = await ok<Route[]>(call('GET', `/mine/${day}`, undefined, admin));
    expect(helping.map((r) => r.id)).toEqual([other.id]);
    const later = dayAfter(day);
    const helped = await route(later, (await vehicle()).id, {
      driver_id: ids.admin,
      helper_id: ids.employee,
    });
    expect((await ok<Route[]>(call('GET', `/mine/${later}`))).map((r) => r.id)).toEqual([
      helped.id,
    ]);
    expect((await call('GET', `/mine/${day}`, undefined, customer)).statusCode).toBe(403);
  });
});

describe("an order's route status", () => {
  it('shows planned, out (on the way) and closed to its customer and to staff', async () => {
    const day = newDay();
    const own = await order({ customer_id: ids.customer, delivery_date: day });
    const statusFor = async (token: string) =>
      (await ok<Order>(t.call({ method: 'GET', url: `/api/orders/${String(own.id)}`, token })))
        .route_status;
    const mineListed = async () =>
      (
        await ok<{ data: Order[] }>(
          t.call({ method: 'GET', url: '/api/orders/mine/1/50', token: customer }),
        )
      ).data.find((row) => row.id === own.id)?.route_status;
    expect(await statusFor(customer)).toBeNull();
    const planned = await route(day, (await vehicle()).id);
    const withStop = await ok<Route>(addStop(planned.id, own.id));
    expect(await statusFor(customer)).toBe('planned');
    await ok(call('POST', `/${String(planned.id)}/depart`));
    expect(await statusFor(customer)).toBe('out');
    expect(await statusFor(employee)).toBe('out');
    expect(await mineListed()).toBe('out');
    const stop = withStop.stops[0];
    if (stop === undefined) throw new Error('no stop');
    await ok(
      call('POST', `/${String(planned.id)}/stops/${String(stop.id)}/outcome`, {
        outcome: 'delivered',
      }),
    );
    await ok(call('POST', `/${String(planned.id)}/close`, { cash_counted: 500 }));
    expect(await statusFor(customer)).toBe('closed');
    expect(await mineListed()).toBe('closed');
  });
});

/** Another process: a second app on the same database (its own connections), listening. */
async function otherProcess(): Promise<{
  get: (url: string) => Promise<CallResult>;
  close(): Promise<void>;
}> {
  const handle = await secondConnection(t.database);
  const app = await buildApp({
    database: handle,
    logger: false,
    config: { jwtSecret: JWT_SECRET, mailOutbox: t.outbox, smtpUrl: undefined },
  });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    get: async (url) => {
      const response = await fetch(`${base}${url}`, {
        headers: { authorization: `Bearer ${employee}` },
      });
      return callResultOf(response);
    },
    close: async () => {
      await app.close();
      await handle.db.destroy();
    },
  };
}

describe("the board's version", () => {
  it('moves, read through another process, with every change the board shows', async () => {
    const other = await otherProcess();
    try {
      const day = newDay();
      const read = async () =>
        (await ok<{ version: string }>(other.get(`/api/delivery-routes/board/${day}/version`)))
          .version;
      const seen = new Set<string>();
      /** The version after a change: not one seen before. */
      const moved = async (what: string) => {
        const now = await read();
        expect([what, seen.has(now)]).toEqual([what, false]);
        seen.add(now);
        // read again without a change: the same
        expect(await read()).toBe(now);
      };
      const first = await read();
      seen.add(first);
      expect((await board(day)).version).toBe(first);
      const later = await order({ delivery_date: dayAfter(day) });
      expect(await read()).toBe(first); // an order due after the day is not on its board
      const due = await order({ delivery_date: day });
      await moved('an order due');
      await ok(
        t.call({
          method: 'PUT',
          url: `/api/orders/${String(due.id)}`,
          token: admin,
          payload: {
            customer_name: 'Rosa Elena Martínez',
            customer_phone: '33 3614 2200',
            address: 'Av. Juárez 121, Centro, Guadalajara',
            zone_id: ids.zone,
            location_id: ids.location,
            product: 'cylinder_30kg',
            quantity: 2,
            unit_price: 500,
            payment_method: 'cash',
          },
        }),
      );
      await moved('an order edited');
      await ok(
        t.call({
          method: 'PUT',
          url: `/api/orders/${String(later.id)}`,
          token: admin,
          payload: {
            customer_name: 'Rosa Elena Martínez',
            customer_phone: '33 3614 2200',
            address: 'Av. Juárez 120, Centro, Guadalajara',
            zone_id: ids.zone,
            location_id: ids.location,
            product: 'cylinder_30kg',
            quantity: 1,
            unit_price: 500,
            payment_method: 'cash',
            delivery_date: day,
          },
        }),
      );
      await moved('an order moved to the day');
      const truck = await vehicle();
      await moved('a vehicle added');
      const planned = await route(day, truck.id);
      await moved('a route planned');
      const withStop = await ok<Route>(addStop(planned.id, due.id));
      await moved('an order assigned');
      await ok(call('POST', `/${String(planned.id)}/depart`));
      await moved('the route out');
      const stop = withStop.stops[0];
      if (stop === undefined) throw new Error('no stop');
      await ok(
        call('POST', `/${String(planned.id)}/stops/${String(stop.id)}/outcome`, {
          outcome: 'not_delivered',
          reason: 'refused',
          then: 'return',
        }),
      );
      await moved('an order returned');
      await ok(
        t.call({
          method: 'POST',
          url: `/api/orders/${String(later.id)}/status`,
          token: admin,
          payload: { status: 'cancelled', reason: 'El cliente ya no lo quiere' },
        }),
      );
      await moved('an order cancelled');
      // the board read through the other process shows the same
      const seenThere = await ok<Board>(other.get(`/api/delivery-routes/board/${day}`));
      expect(seenThere.due.map((row) => row.order_id)).toContain(due.id);
      expect(seenThere.due.map((row) => row.order_id)).not.toContain(later.id);
      expect(seenThere.routes.map((r) => r.status)).toEqual(['out']);
    } finally {
      await other.close();
    }
  });
});

describe("the board's version, past updated_at", () => {
  const version = async (day: string) =>
    (await ok<{ version: string }>(call('GET', `/board/${day}/version`))).version;

  it('moves when a zone the board shows is renamed', async () => {
    const day = newDay();
    const due = await order({ delivery_date: day });
    const before = await board(day);
    expect(before.due.map((row) => row.order_id)).toContain(due.id);
    const zone = await fixtures.zone();
    const rename = fixtures.renameZone;
    await rename(`${zone.name} Norte`);
    try {
      expect(await version(day)).not.toBe(before.version);
      const after = await board(day);
      expect(after.due.find((row) => row.order_id === due.id)).toMatchObject({
        zone_name: `${zone.name} Norte`,
      });
    } finally {
      await rename(zone.name);
    }
  });

  it('moves with a second edit of an order within the same millisecond', async () => {
    const day = newDay();
    const due = await order({ delivery_date: day });
    const { db } = t.database;
    const stamp = (
      await db
        .selectFrom('orders')
        .select('updated_at')
        .where('id', '=', due.id)
        .executeTakeFirstOrThrow()
    ).updated_at;
    const before = await version(day);
    // another edit stamped with the same instant (two edits in one millisecond)
    await db
      .updateTable('orders')
      .set({ address: 'Av. Juárez 122, Centro, Guadalajara', updated_at: stamp })
      .where('id', '=', due.id)
      .execute();
    const after = await version(day);
    expect(after).not.toBe(before);
    expect((await board(day)).version).toBe(after);
  });
});

describe("the board's version, with the orders on the day's routes", () => {
  const version = async (day: string) =>
    (await ok<{ version: string }>(call('GET', `/board/${day}/version`))).version;
  const orderFields = {
    customer_name: 'Rosa Elena Martínez',
    customer_phone: '33 3614 2200',
    address: 'Av. Juárez 120, Centro, Guadalajara',
    zone_id: 0,
    location_id: 0,
    product: 'cylinder_30kg',
    quantity: 1,
    unit_price: 500,
    payment_method: 'cash',
  };

  it('moves when an order on a planned route of the day is edited or moves on', async () => {
    const day = newDay();
    const planned = await route(day, (await vehicle()).id);
    const held = await order({ delivery_date: day });
    const onRoute = await ok<Route>(addStop(planned.id, held.id));
    expect(onRoute.stops.map((stop) => stop.order_id)).toEqual([held.id]);
    const edited = await version(day);
    await ok(
      t.call({
        method: 'PUT',
        url: `/api/orders/${String(held.id)}`,
        token: admin,
        payload: {
          ...orderFields,
          zone_id: ids.zone,
          location_id: ids.location,
          delivery_date: day,
          address: 'Calle Morelos 45, Centro, Guadalajara',
          notes: 'Tocar el timbre dos veces',
          quantity: 2,
        },
      }),
    );
    const afterEdit = await version(day);
    expect(afterEdit).not.toBe(edited);
    await ok(
      t.call({
        method: 'POST',
        url: `/api/orders/${String(held.id)}/status`,
        token: admin,
        payload: { status: 'in_process' },
      }),
    );
    const afterStatus = await version(day);
    expect(afterStatus).not.toBe(afterEdit);
    const shown = (await board(day)).routes.find((one) => one.id === planned.id);
    expect(shown?.stops).toEqual([
      expect.objectContaining({
        order_id: held.id,
        address: 'Calle Morelos 45, Centro, Guadalajara',
        quantity: 2,
        order_status: 'in_process',
      }),
    ]);
  });

  /** A route of a new day that left and delivered its one order. */
  async function deliveredOnRouteOfDay() {
    const day = newDay();
    const running = await route(day, (await vehicle()).id);
    const delivered = await order({ delivery_date: day });
    const stop = (await ok<Route>(addStop(running.id, delivered.id))).stops[0];
    if (stop === undefined) throw new Error('no stop');
    await ok(call('POST', `/${String(running.id)}/depart`));
    await ok(
      call('POST', `/${String(running.id)}/stops/${String(stop.id)}/outcome`, {
        outcome: 'delivered',
      }),
    );
    return { day, running, delivered };
  }

  it('moves when an order delivered on a route of the day is edited', async () => {
    const { day, running, delivered } = await deliveredOnRouteOfDay();
    const before = await version(day);
    // the completed order's address corrected (the API refuses to edit a finished order)
    await t.database.db
      .updateTable('orders')
      .set({ address: 'Calle Morelos 45, Centro, Guadalajara' })
      .where('id', '=', delivered.id)
      .execute();
    const after = await version(day);
    expect(after).not.toBe(before);
    const shown = (await board(day)).routes.find((one) => one.id === running.id);
    expect(shown?.stops[0]).toMatchObject({
      order_id: delivered.id,
      order_status: 'completed',
      address: 'Calle Morelos 45, Centro, Guadalajara',
    });
  });

  it('moves when an order delivered on a route of the day is deleted', async () => {
    const { day, delivered } = await deliveredOnRouteOfDay();
    const before = await version(day);
    const deleted = await t.call({
      method: 'DELETE',
      url: `/api/orders/${String(delivered.id)}`,
      token: admin,
    });
    expect(deleted.statusCode).toBeLessThan(300);
    expect(await version(day)).not.toBe(before);
  });
});

describe("the board's serializer", () => {
  it('writes only the fields of the contract, not a column a query adds', async () => {
    const { serializeBoard } = await import('../src/resources/delivery-routes/board-routes');
    const day = newDay();
    const due = await order({ delivery_date: day });
    const read = await board(day);
    const row = read.due.find((item) => item.order_id === due.id);
    if (row === undefined) throw new Error('the order is not due');
    const written = JSON.parse(
      serializeBoard({
        ...read,
        due: [{ ...row, password_hash: 'secret', customer_id: 9 }],
        extra: 'x',
      } as unknown as Parameters<typeof serializeBoard>[0]).toString(),
    ) as Board & Record<string, unknown>;
    expect(written.due).toEqual([row]);
    expect(written).not.toHaveProperty('extra');
  });
});

describe("the board's kept answer", () => {
  it("shows an administrator's new name on the route they drive", async () => {
    const day = newDay();
    const truck = await vehicle();
    const planned = await route(day, truck.id); // driven by the administrator
    const before = await board(day);
    expect(before.routes.map((r) => r.id)).toEqual([planned.id]);
    const { db } = t.database;
    const person = await db
      .selectFrom('users')
      .select(['name', 'updated_at'])
      .where('id', '=', ids.admin)
      .executeTakeFirstOrThrow();
    const renamed = async (name: string, at: string) => {
      await db
        .updateTable('users')
        .set({ name, updated_at: at })
        .where('id', '=', ids.admin)
        .execute();
    };
    await renamed(`${person.name} Segundo`, new Date().toISOString());
    try {
      const after = await board(day);
      expect(after.version).not.toBe(before.version);
      expect((after.routes[0] as unknown as { driver_name: string }).driver_name).toMatch(
        /Segundo/,
      );
    } finally {
      await renamed(person.name, person.updated_at);
    }
  });
});
