// Delivery routes: planning (vehicle, crew, stops that fit the vehicle's kind and capacity, one
// route per vehicle and driver a day, an order on one route at a time, also under concurrent
// requests), running (depart, outcomes that move the orders, litres dispensed by a tank truck),
// the close with its cash count, reopening, the cash counts list and its exports.
import { classifyDatabaseError } from '../src/db/constraint-errors';
import {
  createTestApp,
  signInDemoAccounts,
  firstLocation,
  type CallResult,
  type TestApp,
} from './helper';
import { deliveryFixtures, ok } from './delivery-fixtures';
import { pdfPages } from './pdf-text';
import { readWorkbook } from './xlsx-rows';

let t: TestApp;
let admin: string;
let employee: string;
let customer: string;
const ids = { admin: 0, employee: 0, customer: 0, zone: 0, location: 0 };

interface Stop {
  id: number;
  position: number;
  order_id: number;
  folio: string;
  product: string;
  quantity: number;
  total: number;
  payment_method: string;
  order_status: string;
  outcome: string | null;
  reason: string | null;
  dispensed_litres: number | null;
  recorded_by: number | null;
}
interface Route {
  id: number;
  route_date: string;
  status: string;
  vehicle_id: number;
  vehicle_plate: string;
  capacity: number;
  load: number;
  driver_id: number;
  driver_name: string;
  helper_id: number | null;
  closed_by: number | null;
  cash_expected: number | null;
  cash_counted: number | null;
  cash_difference: number | null;
  cash_expected_so_far?: number;
  stops: Stop[];
}
interface Order {
  id: number;
  folio: string;
  status: string;
  quantity: number;
  total: number;
  cancellation_reason: string | null;
}
interface ErrorBody {
  message: string;
  errors?: Record<string, string[]>;
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
/** A day no other test uses. */
const newDay = () =>
  new Date(Date.UTC(2031, 0, 1) + next() * 86_400_000).toISOString().slice(0, 10);

const fixtures = deliveryFixtures(
  () => ({ t, admin, employee, zone: ids.zone, location: ids.location }),
  { plate: () => `RUT-${String(100 + next())}` },
);
const { call, vehicle, addStop: assign } = fixtures;
const order = (fields: Record<string, unknown> = {}) => fixtures.order<Order>(fields);

const getOrder = (id: number) =>
  ok<Order>(t.call({ method: 'GET', url: `/api/orders/${String(id)}`, token: admin }));

const route = (vehicleId: number, fields: Record<string, unknown> = {}) =>
  fixtures.route<Route>({
    route_date: newDay(),
    vehicle_id: vehicleId,
    driver_id: ids.employee,
    ...fields,
  });
const depart = (routeId: number) => call('POST', `/${String(routeId)}/depart`);
const outcome = (routeId: number, stopId: number, body: unknown, token = employee) =>
  call('POST', `/${String(routeId)}/stops/${String(stopId)}/outcome`, body, token);
const close = (routeId: number, cash: number) =>
  call('POST', `/${String(routeId)}/close`, { cash_counted: cash });

function refusal(response: CallResult, status: number): ErrorBody {
  expect([response.statusCode, response.body]).toEqual([status, expect.any(String)]);
  return response.json<ErrorBody>();
}

describe('planning a route', () => {
  it('creates a planned route with its crew and lists it by day', async () => {
    const truck = await vehicle('cylinder_truck', 100);
    const created = await route(truck.id, { helper_id: ids.admin });
    expect(created).toMatchObject({
      status: 'planned',
      vehicle_id: truck.id,
      vehicle_plate: truck.plate,
      capacity: 100,
      load: 0,
      driver_id: ids.employee,
      helper_id: ids.admin,
      cash_expected: null,
      stops: [],
    });
    const day = await ok<{ data: Route[]; total: number }>(
      call('GET', `?date=${created.route_date}`),
    );
    expect(day.data.map((one) => one.id)).toEqual([created.id]);
    expect(await ok<Route>(call('GET', `/${String(created.id)}`))).toEqual(created);
    expect((await call('GET', '/999999')).statusCode).toBe(404);
  });

  it('refuses a vehicle out of service, a customer as driver, the driver as helper', async () => {
    const truck = await vehicle('cylinder_truck', 100);
    await ok(
      t.call({
        method: 'PUT',
        url: `/api/vehicles/${String(truck.id)}`,
        token: admin,
        payload: {
          plate: truck.plate,
          kind: 'cylinder_truck',
          capacity: 100,
          zone_id: ids.zone,
          active: false,
        },
      }),
    );
    const body = refusal(
      await call('POST', '', {
        route_date: newDay(),
        vehicle_id: truck.id,
        driver_id: ids.customer,
        helper_id: ids.customer,
      }),
      422,
    );
    expect(body.errors).toEqual({
      vehicle_id: ['El vehículo no existe, está eliminado o fuera de servicio.'],
      driver_id: ['Debe ser un empleado o administrador activo.'],
      helper_id: ['El ayudante no puede ser el mismo chofer.'],
    });
  });

  it('gives a vehicle and a driver one route a day, also to two requests at once', async () => {
    const [truck, other] = [await vehicle('cylinder_truck', 50), await vehicle('tank_truck', 5000)];
    const first = await route(truck.id);
    const again = refusal(
      await call('POST', '', {
        route_date: first.route_date,
        vehicle_id: truck.id,
        driver_id: ids.admin,
      }),
      422,
    );
    expect(again.errors).toEqual({
      vehicle_id: [`El vehículo ${truck.plate} ya tiene una ruta el ${first.route_date}.`],
    });
    const busyDriver = refusal(
      await call('POST', '', {
        route_date: first.route_date,
        vehicle_id: other.id,
        driver_id: ids.employee,
      }),
      422,
    );
    expect(Object.keys(busyDriver.errors ?? {})).toEqual(['driver_id']);
    const day = newDay();
    const racing = await Promise.all(
      [ids.employee, ids.admin].map((driver) =>
        call('POST', '', { route_date: day, vehicle_id: other.id, driver_id: driver }),
      ),
    );
    expect(racing.map((answer) => answer.statusCode).sort()).toEqual([201, 422]);
    const loser = racing.find((answer) => answer.statusCode === 422);
    expect(loser?.json<ErrorBody>().errors).toEqual({
      vehicle_id: [`El vehículo ${other.plate} ya tiene una ruta el ${day}.`],
    });
  });
});

/** What kind of constraint refused a write (the driver's error, whatever its realm). */
const uniqueRefusal = (write: Promise<unknown>) =>
  write.then(
    () => 'accepted',
    (error: unknown) => classifyDatabaseError(error)?.kind ?? String(error),
  );

describe('what the database itself refuses', () => {
  it('a second live stop of an order, a second route of a vehicle or a driver the same day', async () => {
    const truck = await vehicle('cylinder_truck', 100);
    const planned = await route(truck.id);
    const taken = await order();
    await ok(assign(planned.id, taken.id));
    const other = await route((await vehicle('cylinder_truck', 100)).id, { driver_id: ids.admin });
    const at = new Date().toISOString();
    const stop = {
      route_id: other.id,
      order_id: taken.id,
      position: 1,
      outcome: null,
      reason: null,
      dispensed_litres: null,
      recorded_at: null,
      recorded_by: null,
      created_at: at,
      removed_at: null,
    };
    expect(
      await uniqueRefusal(t.database.db.insertInto('delivery_stops').values(stop).execute()),
    ).toBe('unique');
    // a stop not delivered, or removed, no longer holds its order
    await t.database.db
      .insertInto('delivery_stops')
      .values({ ...stop, outcome: 'not_delivered', reason: 'no_access' })
      .execute();
    await t.database.db
      .insertInto('delivery_stops')
      .values({ ...stop, removed_at: at })
      .execute();
    const routeRow = {
      route_date: planned.route_date,
      vehicle_id: truck.id,
      driver_id: ids.admin,
      helper_id: null,
      status: 'planned' as const,
      departed_at: null,
      closed_at: null,
      closed_by: null,
      cash_expected_cents: null,
      cash_counted_cents: null,
      cash_difference_cents: null,
      created_at: at,
      updated_at: at,
      deleted_at: null,
    };
    expect(
      await uniqueRefusal(t.database.db.insertInto('delivery_routes').values(routeRow).execute()),
    ).toBe('unique');
    const spare = await vehicle('cylinder_truck', 100);
    expect(
      await uniqueRefusal(
        t.database.db
          .insertInto('delivery_routes')
          .values({ ...routeRow, vehicle_id: spare.id, driver_id: ids.employee })
          .execute(),
      ),
    ).toBe('unique');
  });
});

describe('assigning orders', () => {
  it('refuses an order past the capacity, naming the product and the excess', async () => {
    const truck = await vehicle('cylinder_truck', 30);
    const planned = await route(truck.id);
    const first = await order({ quantity: 20 });
    const second = await order({ quantity: 20 });
    const loaded = await ok<Route>(assign(planned.id, first.id));
    expect([loaded.load, loaded.stops.map((stop) => stop.folio)]).toEqual([20, [first.folio]]);
    const body = refusal(await assign(planned.id, second.id), 422);
    expect(body.errors).toEqual({
      order_id: [
        `El vehículo ${truck.plate} ya lleva 20 de 30 cilindros: el pedido ${second.folio} (20 cilindros de 30 kg) excede su capacidad por 10 cilindros.`,
      ],
    });
    const english = await t.call({
      method: 'POST',
      url: `/api/delivery-routes/${String(planned.id)}/stops`,
      token: employee,
      payload: { order_id: second.id },
      headers: { 'accept-language': 'en' },
    });
    expect(english.json<ErrorBody>().errors?.order_id).toEqual([
      `Vehicle ${truck.plate} already carries 20 of 30 cylinders: order ${second.folio} (20 cylinders of 30 kg) exceeds its capacity by 10 cylinders.`,
    ]);
    // exactly full fits
    await ok(assign(planned.id, (await order({ quantity: 10 })).id));
  });

  it('refuses a product the vehicle does not carry, and litres past a tank truck', async () => {
    const cylinders = await route((await vehicle('cylinder_truck', 100)).id);
    const tank = await vehicle('tank_truck', 1000);
    const pipa = await route(tank.id);
    const litres = await order({ product: 'stationary_litre', quantity: 800, unit_price: 11.5 });
    const cylinder = await order({ product: 'cylinder_20kg', quantity: 2 });
    expect(refusal(await assign(cylinders.id, litres.id), 422).errors?.order_id).toEqual([
      expect.stringMatching(
        new RegExp(
          `^El pedido ${litres.folio} es de 800 litros de gas estacionario: el vehículo .* es un camión de cilindros`,
        ),
      ),
    ]);
    expect(refusal(await assign(pipa.id, cylinder.id), 422).errors?.order_id).toEqual([
      expect.stringMatching(
        new RegExp(
          `^El pedido ${cylinder.folio} es de 2 cilindros de 20 kg: el vehículo ${tank.plate} es una pipa`,
        ),
      ),
    ]);
    await ok(assign(pipa.id, litres.id));
    const more = await order({ product: 'stationary_litre', quantity: 300, unit_price: 11.5 });
    expect(refusal(await assign(pipa.id, more.id), 422).errors?.order_id).toEqual([
      `La pipa ${tank.plate} ya lleva 800 de 1,000 litros: el pedido ${more.folio} (300 litros de gas estacionario) excede su capacidad por 100 litros.`,
    ]);
  });

  it('refuses an order on another route, and one of two concurrent assignments', async () => {
    const [a, b] = [
      await route((await vehicle('cylinder_truck', 100)).id),
      await route((await vehicle('cylinder_truck', 100)).id, { driver_id: ids.admin }),
    ];
    const taken = await order();
    await ok(assign(a.id, taken.id));
    expect(refusal(await assign(b.id, taken.id), 422).errors).toEqual({
      order_id: [
        `El pedido ${taken.folio} ya está en la ruta n.º ${String(a.id)} del ${a.route_date} (vehículo ${a.vehicle_plate}): quítelo de esa ruta primero.`,
      ],
    });
    for (let round = 0; round < 3; round += 1) {
      const contested = await order();
      const answers = await Promise.all([assign(a.id, contested.id), assign(b.id, contested.id)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
      const loser = answers.find((answer) => answer.statusCode === 422);
      expect(loser?.json<ErrorBody>().errors?.order_id).toEqual([
        expect.stringMatching(
          new RegExp(`^El pedido ${contested.folio} (ya está en la ruta|acaba de asignarse)`),
        ),
      ]);
      const stops = await t.database.db
        .selectFrom('delivery_stops')
        .select('route_id')
        .where('order_id', '=', contested.id)
        .where('removed_at', 'is', null)
        .execute();
      expect(stops).toHaveLength(1);
    }
  });

  it('refuses cancelled, completed and deleted orders', async () => {
    const planned = await route((await vehicle('cylinder_truck', 100)).id);
    const cancelled = await order();
    await ok(
      t.call({
        method: 'POST',
        url: `/api/orders/${String(cancelled.id)}/status`,
        token: admin,
        payload: { status: 'cancelled', reason: 'Duplicado' },
      }),
    );
    expect(refusal(await assign(planned.id, cancelled.id), 422).errors?.order_id).toEqual([
      `El pedido ${cancelled.folio} está cancelado: no va en una ruta.`,
    ]);
    const completed = await order();
    for (const status of ['in_process', 'completed'])
      await ok(
        t.call({
          method: 'POST',
          url: `/api/orders/${String(completed.id)}/status`,
          token: admin,
          payload: { status },
        }),
      );
    expect(refusal(await assign(planned.id, completed.id), 422).errors?.order_id).toEqual([
      `El pedido ${completed.folio} ya está completado: no se asigna a una ruta.`,
    ]);
    // deleted comes first, whatever the status: here as for an edit of the order
    const url = `/api/orders/${String(completed.id)}`;
    expect((await t.call({ method: 'DELETE', url, token: admin })).statusCode).toBeLessThan(300);
    expect(refusal(await assign(planned.id, completed.id), 422).errors?.order_id).toEqual([
      `El pedido ${completed.folio} está eliminado: no se asigna a una ruta.`,
    ]);
    const payload = {
      customer_name: 'Rosa Elena Martínez',
      customer_phone: '33 3614 2200',
      address: 'Av. Juárez 120, Centro, Guadalajara',
      zone_id: ids.zone,
      location_id: ids.location,
      product: 'cylinder_30kg',
      quantity: 2,
      unit_price: 500,
      payment_method: 'cash',
    };
    const edit = await t.call({ method: 'PUT', url, token: admin, payload });
    expect(refusal(edit, 409).message).toBe('El pedido está eliminado; restáurelo primero.');
    expect(refusal(await assign(planned.id, 99_999_999), 422).errors).toHaveProperty('order_id');
  });

  it('places, reorders and removes stops; a vehicle change must still carry them; delete frees them', async () => {
    const planned = await route((await vehicle('cylinder_truck', 100)).id);
    const [one, two, three] = [await order(), await order(), await order({ quantity: 5 })];
    await ok(assign(planned.id, one.id));
    await ok(assign(planned.id, two.id));
    let current = await ok<Route>(assign(planned.id, three.id, 1));
    expect(current.stops.map((stop) => [stop.position, stop.order_id])).toEqual([
      [1, three.id],
      [2, one.id],
      [3, two.id],
    ]);
    current = await ok<Route>(
      call('PUT', `/${String(planned.id)}/stops`, { order_ids: [one.id, two.id, three.id] }),
    );
    expect(current.stops.map((stop) => stop.order_id)).toEqual([one.id, two.id, three.id]);
    expect(
      refusal(
        await call('PUT', `/${String(planned.id)}/stops`, { order_ids: [one.id, two.id] }),
        422,
      ).errors,
    ).toEqual({ order_ids: ['Envíe todos los pedidos de la ruta, cada uno una sola vez.'] });
    const small = await vehicle('cylinder_truck', 6);
    const tooSmall = refusal(
      await call('PUT', `/${String(planned.id)}`, {
        route_date: planned.route_date,
        vehicle_id: small.id,
        driver_id: ids.employee,
      }),
      422,
    );
    expect(tooSmall.errors).toEqual({
      vehicle_id: [
        `El vehículo ${small.plate} lleva 6 cilindros: las paradas de la ruta suman 7 y la exceden por 1 cilindros.`,
      ],
    });
    const firstStop = current.stops[0]?.id ?? 0;
    current = await ok<Route>(call('DELETE', `/${String(planned.id)}/stops/${String(firstStop)}`));
    expect(current.stops.map((stop) => [stop.position, stop.order_id])).toEqual([
      [1, two.id],
      [2, three.id],
    ]);
    expect(current.load).toBe(6);
    const deleted = await ok<Route>(call('DELETE', `/${String(planned.id)}`));
    expect(deleted.id).toBe(planned.id);
    expect((await call('GET', `/${String(planned.id)}`)).statusCode).toBe(404);
    // the orders are free again
    const elsewhere = await route((await vehicle('cylinder_truck', 100)).id);
    await ok(assign(elsewhere.id, two.id));
    await ok(assign(elsewhere.id, one.id));
  });
});

describe('moving a stop to another route', () => {
  const move = (routeId: number, stopId: number, body: unknown) =>
    call('POST', `/${String(routeId)}/stops/${String(stopId)}/move`, body);
  const folios = (shown: Route) => shown.stops.map((stop) => [stop.position, stop.folio]);
  const reread = (routeId: number) => ok<Route>(call('GET', `/${String(routeId)}`));

  it('moves a stop at a position in one change: it leaves its route and joins the other', async () => {
    const from = await route((await vehicle('cylinder_truck', 100)).id);
    const to = await route((await vehicle('cylinder_truck', 100)).id);
    const [a, b, c, d] = [await order(), await order(), await order(), await order()];
    for (const each of [a, b, c]) await ok(assign(from.id, each.id));
    const target = await ok<Route>(assign(to.id, d.id));
    const source = await reread(from.id);
    const moved = await ok<Route>(
      move(from.id, source.stops[1]?.id ?? 0, { route_id: to.id, position: 1 }),
    );
    expect([moved.id, folios(moved), moved.load]).toEqual([
      to.id,
      [
        [1, b.folio],
        [2, d.folio],
      ],
      target.load + 1,
    ]);
    expect(folios(await reread(from.id))).toEqual([
      [1, a.folio],
      [2, c.folio],
    ]);
    // without a position it goes last; and it can go back
    const back = await ok<Route>(move(to.id, moved.stops[0]?.id ?? 0, { route_id: from.id }));
    expect(folios(back)).toEqual([
      [1, a.folio],
      [2, c.folio],
      [3, b.folio],
    ]);
  });

  it('refuses as an assignment does, and a refused move leaves both routes as they were', async () => {
    const truck = await vehicle('cylinder_truck', 30);
    const small = await route(truck.id);
    const big = await route((await vehicle('cylinder_truck', 100)).id);
    const pipa = await route((await vehicle('tank_truck', 1000)).id);
    const heavy = await order({ quantity: 20 });
    await ok(assign(small.id, (await order({ quantity: 20 })).id));
    const loaded = await ok<Route>(assign(big.id, heavy.id));
    const stop = loaded.stops[0]?.id ?? 0;
    const smallBefore = folios(await reread(small.id));
    const unchanged = async () => {
      expect(folios(await reread(big.id))).toEqual([[1, heavy.folio]]);
      expect(folios(await reread(small.id))).toEqual(smallBefore);
      expect(folios(await reread(pipa.id))).toEqual([]);
    };
    // capacity, naming the product and the excess
    expect(refusal(await move(big.id, stop, { route_id: small.id }), 422).errors).toEqual({
      order_id: [
        `El vehículo ${truck.plate} ya lleva 20 de 30 cilindros: el pedido ${heavy.folio} (20 cilindros de 30 kg) excede su capacidad por 10 cilindros.`,
      ],
    });
    await unchanged();
    // kind
    expect(refusal(await move(big.id, stop, { route_id: pipa.id }), 422).errors?.order_id).toEqual([
      expect.stringMatching(new RegExp(`^El pedido ${heavy.folio} es de 20 cilindros de 30 kg`)),
    ]);
    await unchanged();
    // the same route, a route that does not exist, a stop that is not on the route
    expect(refusal(await move(big.id, stop, { route_id: big.id }), 422).errors).toHaveProperty(
      'route_id',
    );
    expect(
      refusal(await move(big.id, stop, { route_id: 2_000_000_000 }), 422).errors,
    ).toHaveProperty('route_id');
    expect((await move(small.id, stop, { route_id: pipa.id })).statusCode).toBe(404);
    await unchanged();
    // a route that is not planned, either end
    const out = await route((await vehicle('cylinder_truck', 100)).id);
    const outStop = (await ok<Route>(assign(out.id, (await order()).id))).stops[0]?.id ?? 0;
    await ok(depart(out.id));
    expect(refusal(await move(big.id, stop, { route_id: out.id }), 409).errors).toHaveProperty(
      'status',
    );
    expect(refusal(await move(out.id, outStop, { route_id: big.id }), 409).errors).toHaveProperty(
      'status',
    );
    await unchanged();
    expect((await reread(out.id)).stops).toHaveLength(1);
    // a day before the order is due
    const later = await order({ delivery_date: '2040-01-01' });
    const late = await route((await vehicle('cylinder_truck', 100)).id, {
      route_date: '2040-01-02',
    });
    const lateStop = (await ok<Route>(assign(late.id, later.id))).stops[0]?.id ?? 0;
    expect(
      refusal(await move(late.id, lateStop, { route_id: big.id }), 422).errors?.order_id,
    ).toEqual([expect.stringContaining(later.folio)]);
    expect(folios(await reread(late.id))).toEqual([[1, later.folio]]);
    await unchanged();
  });

  it('refuses customers', async () => {
    const from = await route((await vehicle('cylinder_truck', 100)).id);
    const to = await route((await vehicle('cylinder_truck', 100)).id);
    const stop = (await ok<Route>(assign(from.id, (await order()).id))).stops[0]?.id ?? 0;
    const answer = await call(
      'POST',
      `/${String(from.id)}/stops/${String(stop)}/move`,
      { route_id: to.id },
      customer,
    );
    expect(answer.statusCode).toBe(403);
    expect((await reread(from.id)).stops).toHaveLength(1);
  });
});

describe('running a route', () => {
  it('refuses an outcome on a route that is not out, and changes to a route that left', async () => {
    const planned = await route((await vehicle('cylinder_truck', 100)).id);
    const loaded = await ok<Route>(assign(planned.id, (await order()).id));
    const stop = loaded.stops[0]?.id ?? 0;
    expect(refusal(await outcome(planned.id, stop, { outcome: 'delivered' }), 409).message).toBe(
      'La ruta no está en reparto: los resultados se registran con la ruta fuera.',
    );
    expect(refusal(await close(planned.id, 0), 409).errors).toHaveProperty('status');
    await ok(depart(planned.id));
    expect(refusal(await assign(planned.id, (await order()).id), 409).errors).toHaveProperty(
      'status',
    );
    expect(refusal(await depart(planned.id), 409).errors).toHaveProperty('status');
    expect((await call('DELETE', `/${String(planned.id)}`)).statusCode).toBe(409);
    const empty = await route((await vehicle('cylinder_truck', 100)).id);
    expect(refusal(await depart(empty.id), 422).errors).toHaveProperty('stops');
  });

  it('departs (orders in process), records outcomes, and closes with a cash count that adds up', async () => {
    const planned = await route((await vehicle('cylinder_truck', 100)).id, {
      helper_id: ids.admin,
    });
    const cash1 = await order({ quantity: 2, unit_price: 480.5 }); // 961.00
    const cash2 = await order({ quantity: 1, unit_price: 500 }); // 500.00
    const card = await order({ quantity: 3, payment_method: 'card' }); // 1,500.00, not cash
    const away = await order({ quantity: 1 }); // not delivered, back to the board
    const refused = await order({ quantity: 1 }); // not delivered, cancelled
    for (const one of [cash1, cash2, card, away, refused]) await ok(assign(planned.id, one.id));
    const out = await ok<Route>(depart(planned.id));
    expect(out.status).toBe('out');
    expect(out.stops.map((stop) => stop.order_status)).toEqual(Array(5).fill('in_process'));
    const stopOf = (orderId: number) =>
      out.stops.find((stop) => stop.order_id === orderId)?.id ?? 0;

    for (const one of [cash1, cash2, card])
      await ok(outcome(planned.id, stopOf(one.id), { outcome: 'delivered' }));
    expect((await getOrder(cash1.id)).status).toBe('completed');
    expect(
      refusal(await outcome(planned.id, stopOf(cash1.id), { outcome: 'delivered' }), 409).message,
    ).toBe('La parada ya tiene su resultado.');
    expect(
      refusal(await outcome(planned.id, stopOf(away.id), { outcome: 'not_delivered' }), 422).errors,
    ).toEqual({
      reason: ['Indíquelo cuando la parada no se entregó.'],
      then: ['Indíquelo cuando la parada no se entregó.'],
    });
    expect(
      refusal(
        await outcome(planned.id, stopOf(away.id), { outcome: 'delivered', dispensed_litres: 5 }),
        422,
      ).errors?.dispensed_litres,
    ).toEqual([
      `Los litros surtidos solo se indican en pedidos de gas estacionario (el pedido ${away.folio} es de cilindros).`,
    ]);
    await ok(
      outcome(planned.id, stopOf(away.id), {
        outcome: 'not_delivered',
        reason: 'nobody_home',
        then: 'return',
      }),
    );
    const cancelled = await ok<Route>(
      outcome(planned.id, stopOf(refused.id), {
        outcome: 'not_delivered',
        reason: 'refused',
        then: 'cancel',
      }),
    );
    expect(cancelled.load).toBe(6);
    const refusedOrder = await getOrder(refused.id);
    expect([refusedOrder.status, refusedOrder.cancellation_reason]).toEqual([
      'cancelled',
      `No entregado (ruta ${String(planned.id)}): el cliente lo rechazó`,
    ]);
    // the order not delivered goes back to the board: another route may take it
    const tomorrow = await route((await vehicle('cylinder_truck', 100)).id, {
      driver_id: ids.admin,
    });
    await ok(assign(tomorrow.id, away.id));

    const closed = await ok<Route>(close(planned.id, 1450));
    expect(closed).toMatchObject({
      status: 'closed',
      closed_by: ids.employee,
      cash_expected: 1461,
      cash_counted: 1450,
      cash_difference: -11,
    });
    const stored = await t.database.db
      .selectFrom('delivery_routes')
      .select(['cash_expected_cents', 'cash_counted_cents', 'cash_difference_cents', 'closed_by'])
      .where('id', '=', planned.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      cash_expected_cents: 146_100,
      cash_counted_cents: 145_000,
      cash_difference_cents: -1_100,
      closed_by: ids.employee,
    });
    const entry = await t.database.db
      .selectFrom('audit_events')
      .select(['action', 'entity_type', 'entity_id', 'actor_id', 'after_state'])
      .where('entity_type', '=', 'delivery_route')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({
      action: 'status_change',
      entity_id: String(planned.id),
      actor_id: ids.employee,
    });
    expect(JSON.parse(entry.after_state ?? '{}')).toMatchObject({
      status: 'closed',
      cash_difference_cents: -1_100,
    });

    // reopening is for administrators; the count is cleared, the route is out again
    expect((await call('POST', `/${String(planned.id)}/reopen`)).statusCode).toBe(403);
    const reopened = await ok<Route>(
      call('POST', `/${String(planned.id)}/reopen`, undefined, admin),
    );
    expect(reopened).toMatchObject({
      status: 'out',
      cash_expected: null,
      cash_counted: null,
      closed_by: null,
    });
    expect(
      refusal(await call('POST', `/${String(planned.id)}/reopen`, undefined, admin), 409).errors,
    ).toHaveProperty('status');
    await ok(close(planned.id, 1461));
  });

  it('refuses to close while a stop has no outcome', async () => {
    const planned = await route((await vehicle('cylinder_truck', 100)).id);
    await ok(assign(planned.id, (await order()).id));
    await ok(assign(planned.id, (await order()).id));
    await ok(depart(planned.id));
    expect(refusal(await close(planned.id, 0), 422).errors).toEqual({
      stops: ['Faltan 2 paradas sin resultado: regístrelas antes de cerrar la ruta.'],
    });
  });

  it('a tank truck dispenses other litres than ordered: the quantity and the total follow the unit price', async () => {
    const planned = await route((await vehicle('tank_truck', 5000)).id);
    const litres = await order({ product: 'stationary_litre', quantity: 300, unit_price: 11.25 });
    const out = await ok<Route>(assign(planned.id, litres.id));
    await ok(depart(planned.id));
    const stop = out.stops[0]?.id ?? 0;
    const delivered = await ok<Route>(
      outcome(planned.id, stop, { outcome: 'delivered', dispensed_litres: 284 }),
    );
    expect(delivered.stops[0]).toMatchObject({
      outcome: 'delivered',
      dispensed_litres: 284,
      quantity: 284,
      total: 3195,
    });
    const after = await getOrder(litres.id);
    expect([after.status, after.quantity, after.total]).toEqual(['completed', 284, 3195]);
    const closed = await ok<Route>(close(planned.id, 3195));
    expect([closed.cash_expected, closed.cash_difference]).toEqual([3195, 0]);
  });

  it('tells the driver the cash expected so far, the figure the close then keeps', async () => {
    const tank = await vehicle('tank_truck', 5000);
    const planned = await route(tank.id);
    const litres = await order({ product: 'stationary_litre', quantity: 300, unit_price: 11.25 });
    const card = await order({
      product: 'stationary_litre',
      quantity: 100,
      payment_method: 'card',
    });
    const away = await order({ product: 'stationary_litre', quantity: 50 });
    for (const one of [litres, card, away]) await ok(assign(planned.id, one.id));
    const mine = async () => {
      const routes = await ok<Route[]>(call('GET', `/mine/${planned.route_date}`));
      return routes.find((one) => one.id === planned.id);
    };
    expect((await mine())?.cash_expected_so_far).toBe(0);
    const out = await ok<Route>(depart(planned.id));
    expect(out.cash_expected_so_far).toBe(0);
    const stopOf = (orderId: number) =>
      out.stops.find((stop) => stop.order_id === orderId)?.id ?? 0;
    // the litres dispensed set the total: 284 × 11.25
    const delivered = await ok<Route>(
      outcome(planned.id, stopOf(litres.id), { outcome: 'delivered', dispensed_litres: 284 }),
    );
    expect(delivered.cash_expected_so_far).toBe(3195);
    await ok(outcome(planned.id, stopOf(card.id), { outcome: 'delivered' }));
    await ok(
      outcome(planned.id, stopOf(away.id), {
        outcome: 'not_delivered',
        reason: 'no_access',
        then: 'return',
      }),
    );
    const before = await mine();
    expect(before).toMatchObject({
      status: 'out',
      cash_expected: null,
      cash_expected_so_far: 3195,
    });
    const closed = await ok<Route>(close(planned.id, 3200));
    expect(closed.cash_expected).toBe(before?.cash_expected_so_far);
    expect(closed).toMatchObject({ cash_expected_so_far: 3195, cash_difference: 5 });
    const stored = await t.database.db
      .selectFrom('delivery_routes')
      .select('cash_expected_cents')
      .where('id', '=', planned.id)
      .executeTakeFirstOrThrow();
    expect(stored.cash_expected_cents).toBe(319_500);
    expect((await mine())?.cash_expected).toBe(3195);
  });
});

describe('running a route: what changed since it was planned', () => {
  it('does not leave with a vehicle out of service or an order cancelled meanwhile', async () => {
    const truck = await vehicle('cylinder_truck', 100);
    const planned = await route(truck.id);
    const meanwhile = await order();
    await ok(assign(planned.id, meanwhile.id));
    await ok(
      t.call({
        method: 'POST',
        url: `/api/orders/${String(meanwhile.id)}/status`,
        token: admin,
        payload: { status: 'cancelled', reason: 'El cliente llamó' },
      }),
    );
    expect(refusal(await depart(planned.id), 422).errors).toEqual({
      stops: [`El pedido ${meanwhile.folio} está cancelado: no va en una ruta.`],
    });
    const stop = (await ok<Route>(call('GET', `/${String(planned.id)}`))).stops[0]?.id ?? 0;
    await ok(call('DELETE', `/${String(planned.id)}/stops/${String(stop)}`));
    await ok(assign(planned.id, (await order()).id));
    await ok(
      t.call({
        method: 'PUT',
        url: `/api/vehicles/${String(truck.id)}`,
        token: admin,
        payload: {
          plate: truck.plate,
          kind: 'cylinder_truck',
          capacity: 100,
          zone_id: ids.zone,
          active: false,
        },
      }),
    );
    expect(refusal(await depart(planned.id), 422).errors).toEqual({
      vehicle_id: ['El vehículo no existe, está eliminado o fuera de servicio.'],
    });
  });

  it('charges a wallet the litres dispensed over the order, in the transaction of the outcome', async () => {
    await ok(
      t.call({
        method: 'POST',
        url: '/api/wallets',
        token: admin,
        payload: { user_id: ids.customer, amount: 10_000 },
      }),
      201,
    );
    const balance = async () =>
      (
        await t.database.db
          .selectFrom('wallets')
          .select('balance_cents')
          .where('user_id', '=', ids.customer)
          .executeTakeFirstOrThrow()
      ).balance_cents;
    const planned = await route((await vehicle('tank_truck', 5000)).id);
    const litres = await order({
      customer_id: ids.customer,
      product: 'stationary_litre',
      quantity: 300,
      unit_price: 11.25,
      payment_method: 'wallet',
    });
    expect(await balance()).toBe(1_000_000 - 337_500);
    const loaded = await ok<Route>(assign(planned.id, litres.id));
    await ok(depart(planned.id));
    await ok(
      outcome(planned.id, loaded.stops[0]?.id ?? 0, {
        outcome: 'delivered',
        dispensed_litres: 320,
      }),
    );
    expect(await balance()).toBe(1_000_000 - 360_000);
    // a wallet order is not cash: nothing expected at the close
    expect((await ok<Route>(close(planned.id, 0))).cash_expected).toBe(0);
  });
});

describe('cash counts', () => {
  it('lists the closed routes by days, driver and vehicle, and exports them', async () => {
    const truck = await vehicle('cylinder_truck', 100);
    const planned = await route(truck.id, { driver_id: ids.admin });
    const sold = await order({ quantity: 1, unit_price: 420 });
    const loaded = await ok<Route>(assign(planned.id, sold.id));
    await ok(depart(planned.id));
    await ok(outcome(planned.id, loaded.stops[0]?.id ?? 0, { outcome: 'delivered' }));
    await ok(close(planned.id, 430));
    const day = planned.route_date;
    const page = await ok<{ data: Record<string, unknown>[]; total: number }>(
      t.call({
        method: 'GET',
        url: `/api/cash-counts/paginated/1/10?from=${day}&to=${day}&vehicle_id=${String(truck.id)}`,
        token: employee,
      }),
    );
    expect(page.total).toBe(1);
    expect(page.data[0]).toMatchObject({
      route_id: planned.id,
      route_date: day,
      vehicle_plate: truck.plate,
      driver_id: ids.admin,
      closed_by: ids.employee,
      cash_expected: 420,
      cash_counted: 430,
      cash_difference: 10,
    });
    const byOther = await ok<{ total: number }>(
      t.call({
        method: 'GET',
        url: `/api/cash-counts/paginated/1/10?from=${day}&to=${day}&driver_id=${String(ids.employee)}`,
        token: employee,
      }),
    );
    expect(byOther.total).toBe(0);
    expect(
      (
        await t.call({
          method: 'GET',
          url: `/api/cash-counts/paginated/1/10?from=${day}&to=2000-01-01`,
          token: admin,
        })
      ).statusCode,
    ).toBe(400);
    const excel = await t.call({
      method: 'GET',
      url: `/api/cash-counts/excel?from=${day}&to=${day}&vehicle_id=${String(truck.id)}`,
      token: employee,
    });
    expect(excel.statusCode).toBe(200);
    expect(excel.headers['content-disposition']).toMatch(/attachment; filename=/);
    const workbook = await readWorkbook(excel.raw);
    expect(workbook.rows).toHaveLength(1);
    expect(workbook.rows[0]).toEqual(expect.arrayContaining([truck.plate, 420, 430, 10]));
    expect(workbook.preamble.join(' ')).toContain(`vehículo ${truck.plate}`);
    const pdf = await t.call({
      method: 'GET',
      url: `/api/cash-counts/pdf?from=${day}`,
      token: admin,
    });
    expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
    const text = pdfPages(pdf.raw).flat();
    expect(text).toEqual(expect.arrayContaining(['Cortes de caja de las rutas', truck.plate]));
  });

  it('refuses customers every call', async () => {
    for (const [method, url] of [
      ['GET', '/api/delivery-routes?date=2031-01-01'],
      ['POST', '/api/delivery-routes'],
      ['GET', '/api/cash-counts/paginated/1/10'],
    ] as const)
      expect(
        (
          await t.call({
            method,
            url,
            token: customer,
            payload: method === 'POST' ? {} : undefined,
          })
        ).statusCode,
      ).toBe(403);
  });
});
