import { sql } from 'kysely';
import { createTestApp, demoAccounts, type CallResult, type TestApp } from './helper';
import { openWallet } from '../src/resources/wallets/ledger';

// Orders over real HTTP: create and edit, the status flow and its timeline, wallet payment,
// delete and restore, counts, latest orders, dashboard figures and the default unit price.

let t: TestApp;
let admin: string;
let employee: string;
let customer: string;
const ids = { admin: 0, employee: 0, customer: 0, zone: 0, otherZone: 0, location: 0 };
let otherLocation = 0;

interface StatusChangeBody {
  from_status: string | null;
  to_status: string;
  reason: string | null;
  user_id: number | null;
  user_name: string | null;
  created_at: string;
}
interface OrderBody {
  id: number;
  folio: string;
  customer_id: number | null;
  customer_name: string;
  zone_id: number;
  zone_name: string | null;
  location_id: number | null;
  employee_id: number | null;
  employee_name: string | null;
  quantity: number;
  unit_price: number;
  total: number;
  payment_method: string;
  status: string;
  cancellation_reason: string | null;
  notes: string | null;
  created_at: string;
  updated_at: string;
  in_process_at: string | null;
  completed_at: string | null;
  cancelled_at: string | null;
  deleted_at: string | null;
  status_history: StatusChangeBody[];
  allowed_statuses: string[];
}
interface ErrorBody {
  message: string;
  errors?: Record<string, string[]>;
}
interface Counts {
  new: number;
  in_process: number;
  completed: number;
  cancelled: number;
  total: number;
}

const idOf = async (email: string) =>
  (
    await t.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
  ).id;

beforeAll(async () => {
  t = await createTestApp();
  [admin, employee, customer] = await Promise.all([
    t.login('admin'),
    t.login('employee'),
    t.login('customer'),
  ]);
  ids.admin = await idOf(demoAccounts.admin.email);
  ids.employee = await idOf(demoAccounts.employee.email);
  ids.customer = await idOf(demoAccounts.customer.email);
  const locations = await t.database.db
    .selectFrom('locations')
    .select(['id', 'zone_id'])
    .orderBy('id')
    .execute();
  const [first] = locations;
  if (first === undefined) throw new Error('the seed has no locations');
  ids.zone = first.zone_id;
  ids.location = first.id;
  const other = locations.find((location) => location.zone_id !== first.zone_id);
  if (other === undefined) throw new Error('the seed has one zone only');
  ids.otherZone = other.zone_id;
  otherLocation = other.id;
});
afterAll(() => t.close());

const orderPayload = (overrides: Record<string, unknown> = {}) => ({
  customer_name: 'Rosa Elena Martínez',
  customer_phone: '33 3614 2200',
  address: 'Av. Juárez 120, Centro, Guadalajara',
  zone_id: ids.zone,
  location_id: ids.location,
  product: 'cylinder_20kg',
  quantity: 2,
  unit_price: 450.5,
  payment_method: 'cash',
  ...overrides,
});

const post = (payload: unknown, token = employee) =>
  t.call({ method: 'POST', url: '/api/orders', token, payload });
const put = (id: number, payload: unknown, token = employee) =>
  t.call({ method: 'PUT', url: `/api/orders/${String(id)}`, token, payload });
const move = (id: number, status: string, reason?: string | null, token = employee) =>
  t.call({
    method: 'POST',
    url: `/api/orders/${String(id)}/status`,
    token,
    payload: reason === undefined ? { status } : { status, reason },
  });
const get = (id: number, token = employee) =>
  t.call({ method: 'GET', url: `/api/orders/${String(id)}`, token });
const counts = async () =>
  (
    await t.call({ method: 'GET', url: '/api/orders/countStatus/', token: employee })
  ).json<Counts>();

async function create(overrides: Record<string, unknown> = {}): Promise<OrderBody> {
  const response = await post(orderPayload(overrides));
  if (response.statusCode !== 201) throw new Error(`create: ${response.body}`);
  return response.json<OrderBody>();
}

const errorsOf = (response: CallResult) => response.json<ErrorBody>().errors;

async function walletOf(userId: number) {
  return t.database.db
    .selectFrom('wallets')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

async function movementsOf(orderId: number) {
  return t.database.db
    .selectFrom('historicals')
    .select(['type_movement', 'amount_cents', 'balance_after_cents', 'message'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
}

describe('creating an order', () => {
  it('answers the new order with a folio from its id, the total in cents and its first status', async () => {
    const before = Date.now();
    const order = await create({ employee_id: ids.employee, notes: '  Tocar fuerte  ' });
    expect(order.folio).toBe(`GLP-${String(order.id).padStart(6, '0')}`);
    expect(order).toMatchObject({
      status: 'new',
      customer_id: null,
      customer_name: 'Rosa Elena Martínez',
      unit_price: 450.5,
      total: 901,
      zone_id: ids.zone,
      location_id: ids.location,
      employee_id: ids.employee,
      employee_name: 'Juan Carlos Pérez Hernández',
      notes: 'Tocar fuerte',
      in_process_at: null,
      completed_at: null,
      cancelled_at: null,
      deleted_at: null,
      allowed_statuses: ['in_process', 'cancelled'],
    });
    expect(Date.parse(order.created_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(order.status_history).toEqual([
      {
        id: expect.any(Number) as unknown,
        from_status: null,
        to_status: 'new',
        reason: null,
        user_id: ids.employee,
        user_name: 'Juan Carlos Pérez Hernández',
        created_at: order.created_at,
      },
    ]);
    const again = await get(order.id);
    expect(again.json()).toEqual(order);
  });

  it('multiplies in integer cents (0.1 peso steps do not drift)', async () => {
    const order = await create({ unit_price: 19.99, quantity: 3 });
    expect(order.total).toBe(59.97);
    const litres = await create({ product: 'stationary_litre', unit_price: 10.1, quantity: 333 });
    expect(litres.total).toBe(3363.3);
  });

  it('takes the price in force for zone and product when no unit price is given', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const inForce = await t.database.db
      .selectFrom('prices')
      .select(['price_cents'])
      .where('zone_id', '=', ids.zone)
      .where('product', '=', 'cylinder_30kg')
      .where('deleted_at', 'is', null)
      .where('effective_from', '<=', today)
      .orderBy('effective_from', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const order = await create({ product: 'cylinder_30kg', unit_price: undefined, quantity: 1 });
    expect(order.unit_price).toBe(inForce.price_cents / 100);
    const current = await t.call({
      method: 'GET',
      url: `/api/prices/current/${String(ids.zone)}/cylinder_30kg`,
      token: customer,
    });
    expect(current.statusCode).toBe(200);
    expect(current.json()).toMatchObject({ zone_id: ids.zone, price: inForce.price_cents / 100 });
  });

  it('falls back to the last unit price used, and refuses with 422 when there is none', async () => {
    await t.database.db
      .updateTable('prices')
      .set({ deleted_at: new Date().toISOString() })
      .where('zone_id', '=', ids.otherZone)
      .where('product', '=', 'cylinder_45kg')
      .execute();
    const unpriced = { zone_id: ids.otherZone, location_id: null, product: 'cylinder_45kg' };
    const refused = await post(orderPayload({ ...unpriced, unit_price: undefined }));
    expect(refused.statusCode).toBe(422);
    expect(errorsOf(refused)).toEqual({ unit_price: [expect.any(String) as unknown] });
    expect(
      (
        await t.call({
          method: 'GET',
          url: `/api/prices/current/${String(ids.otherZone)}/cylinder_45kg`,
          token: employee,
        })
      ).statusCode,
    ).toBe(404);
    await create({ ...unpriced, unit_price: 1234.56 });
    const fallback = await create({ ...unpriced, unit_price: undefined, quantity: 1 });
    expect(fallback.unit_price).toBe(1234.56);
  });

  it('checks zone, location, employee and customer with field errors (422)', async () => {
    const wrongLocation = await post(orderPayload({ location_id: otherLocation }));
    expect(wrongLocation.statusCode).toBe(422);
    expect(errorsOf(wrongLocation)).toEqual({
      location_id: ['La ubicación no pertenece a la zona elegida.'],
    });
    const several = await post(
      orderPayload({ employee_id: ids.customer, customer_id: ids.employee, zone_id: 999 }),
    );
    expect(several.statusCode).toBe(422);
    expect(Object.keys(errorsOf(several) ?? {}).sort()).toEqual([
      'customer_id',
      'employee_id',
      'location_id',
      'zone_id',
    ]);
    const adminAsEmployee = await create({ employee_id: ids.admin });
    expect(adminAsEmployee.employee_name).toBe('Administrador General');
    const walkInWallet = await post(orderPayload({ payment_method: 'wallet' }));
    expect(walkInWallet.statusCode).toBe(422);
    expect(errorsOf(walkInWallet)).toHaveProperty('payment_method');
    const decimals = await post(orderPayload({ unit_price: 10.005 }));
    expect(decimals.statusCode).toBe(422);
    expect(errorsOf(decimals)).toHaveProperty('unit_price');
    const blank = await post(orderPayload({ customer_name: '   ', address: '    ' }));
    expect(blank.statusCode).toBe(422);
    expect(errorsOf(blank)).toEqual({
      customer_name: ['Este campo es obligatorio.'],
      address: ['Este campo es obligatorio.'],
    });
    const huge = await post(orderPayload({ unit_price: 9_999_999, quantity: 100 }));
    expect(huge.statusCode).toBe(422);
    expect(errorsOf(huge)).toHaveProperty('quantity');
  });

  it('starts every order as new (409 otherwise) and refuses bad bodies with 400', async () => {
    const completed = await post(orderPayload({ status: 'completed' }));
    expect(completed.statusCode).toBe(409);
    expect((await post(orderPayload({ status: 'new' }))).statusCode).toBe(201);
    expect((await post(orderPayload({ quantity: 0 }))).statusCode).toBe(400);
    expect((await post(orderPayload({ product: 'cylinder_99kg' }))).statusCode).toBe(400);
    expect((await post(orderPayload({ folio: 'GLP-1' }))).statusCode).toBe(400);
    expect((await post({ ...orderPayload(), customer_phone: 'abc' })).statusCode).toBe(400);
  });
});

describe('the status flow', () => {
  it('moves new → in_process → completed, stamping each step and recording who did it', async () => {
    const order = await create();
    t.advanceClock(60_000);
    const started = await move(order.id, 'in_process', undefined, admin);
    expect(started.statusCode).toBe(200);
    const inProcess = started.json<OrderBody>();
    expect(inProcess.status).toBe('in_process');
    expect(Date.parse(inProcess.in_process_at ?? '')).toBeGreaterThanOrEqual(
      Date.parse(order.created_at) + 60_000,
    );
    expect(inProcess.allowed_statuses).toEqual(['completed', 'cancelled']);
    t.advanceClock(60_000);
    const done = (await move(order.id, 'completed')).json<OrderBody>();
    expect(done.status).toBe('completed');
    expect(Date.parse(done.completed_at ?? '')).toBeGreaterThan(
      Date.parse(done.in_process_at ?? ''),
    );
    expect(done.updated_at).toBe(done.completed_at);
    expect(done.cancelled_at).toBeNull();
    expect(done.allowed_statuses).toEqual([]);
    expect(
      done.status_history.map((change) => [change.from_status, change.to_status, change.user_name]),
    ).toEqual([
      [null, 'new', 'Juan Carlos Pérez Hernández'],
      ['new', 'in_process', 'Administrador General'],
      ['in_process', 'completed', 'Juan Carlos Pérez Hernández'],
    ]);
    expect(done.status_history.map((change) => change.created_at)).toEqual([
      done.created_at,
      done.in_process_at,
      done.completed_at,
    ]);
  });

  it('cancels from new or in_process with a reason (422 without one)', async () => {
    const fresh = await create();
    const noReason = await move(fresh.id, 'cancelled');
    expect(noReason.statusCode).toBe(422);
    expect(errorsOf(noReason)).toEqual({ reason: ['Indique el motivo de la cancelación.'] });
    expect((await move(fresh.id, 'cancelled', '   ')).statusCode).toBe(422);
    const cancelled = (
      await move(fresh.id, 'cancelled', '  El cliente ya no está  ')
    ).json<OrderBody>();
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      cancellation_reason: 'El cliente ya no está',
      in_process_at: null,
    });
    expect(cancelled.cancelled_at).not.toBeNull();
    expect(cancelled.status_history.at(-1)).toMatchObject({
      from_status: 'new',
      to_status: 'cancelled',
      reason: 'El cliente ya no está',
    });
    const started = await create();
    await move(started.id, 'in_process');
    expect(
      (await move(started.id, 'cancelled', 'Fuga en el tanque')).json<OrderBody>().status,
    ).toBe('cancelled');
  });

  it('refuses every other move with 409 and leaves the order as it was', async () => {
    const order = await create();
    const skipped = await move(order.id, 'completed');
    expect(skipped.statusCode).toBe(409);
    expect(errorsOf(skipped)).toEqual({
      status: ['El pedido no puede pasar a ese estado desde el estado actual.'],
    });
    expect((await move(order.id, 'new')).statusCode).toBe(409);
    await move(order.id, 'in_process');
    expect((await move(order.id, 'new')).statusCode).toBe(409);
    expect((await move(order.id, 'in_process')).statusCode).toBe(409);
    await move(order.id, 'completed');
    for (const status of ['new', 'in_process', 'cancelled'])
      expect((await move(order.id, status, 'motivo')).statusCode).toBe(409);
    const cancelled = await create();
    await move(cancelled.id, 'cancelled', 'Duplicado');
    expect((await move(cancelled.id, 'in_process')).statusCode).toBe(409);
    const after = (await get(order.id)).json<OrderBody>();
    expect(after.status).toBe('completed');
    expect(after.status_history).toHaveLength(3);
  });

  it('takes a status change in a PUT of the whole order, with the same rules', async () => {
    const order = await create();
    const edited = await put(order.id, {
      ...orderPayload(),
      id: order.id,
      status: 'in_process',
      quantity: 3,
      employee_id: ids.employee,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<OrderBody>()).toMatchObject({
      status: 'in_process',
      quantity: 3,
      total: 1351.5,
      employee_name: 'Juan Carlos Pérez Hernández',
    });
    expect(edited.json<OrderBody>().in_process_at).not.toBeNull();
    expect((await put(order.id, { ...orderPayload(), status: 'new' })).statusCode).toBe(409);
    const noReason = await put(order.id, { ...orderPayload(), status: 'cancelled' });
    expect(noReason.statusCode).toBe(422);
    expect(errorsOf(noReason)).toHaveProperty('cancellation_reason');
    const cancelled = await put(order.id, {
      ...orderPayload(),
      status: 'cancelled',
      cancellation_reason: 'Dirección equivocada',
    });
    expect(cancelled.json<OrderBody>()).toMatchObject({
      status: 'cancelled',
      cancellation_reason: 'Dirección equivocada',
    });
    const closed = await put(order.id, orderPayload());
    expect(closed.statusCode).toBe(409);
    expect(closed.json<ErrorBody>().message).toBe(
      'El pedido ya está completado o cancelado y no se puede modificar.',
    );
    expect((await put(order.id + 1000, orderPayload())).statusCode).toBe(404);
    expect((await put(order.id, { ...orderPayload(), id: order.id + 1 })).statusCode).toBe(400);
  });

  it('keeps omitted optional fields on PUT and clears them with null', async () => {
    const order = await create({ employee_id: ids.employee, notes: 'Portón verde' });
    const kept = (
      await put(order.id, { ...orderPayload(), unit_price: undefined, quantity: 1 })
    ).json<OrderBody>();
    expect(kept).toMatchObject({
      employee_id: ids.employee,
      notes: 'Portón verde',
      location_id: ids.location,
      unit_price: 450.5,
      total: 450.5,
    });
    const cleared = (
      await put(order.id, { ...orderPayload(), employee_id: null, notes: null, location_id: null })
    ).json<OrderBody>();
    expect(cleared).toMatchObject({
      employee_id: null,
      employee_name: null,
      notes: null,
      location_id: null,
    });
  });
});

describe('wallet payment', () => {
  let walletId = 0;
  const balance = async () => (await walletOf(ids.customer))?.balance_cents;

  beforeAll(async () => {
    walletId = await t.database.db.transaction().execute((trx) =>
      openWallet(
        trx,
        {
          userId: ids.customer,
          openingCents: 100_000,
          openingMessage: 'Saldo inicial',
          operatorId: ids.admin,
          at: new Date().toISOString(),
        },
        { actor: null, ip: null, userAgent: null },
      ),
    );
  });

  const walletOrder = (overrides: Record<string, unknown> = {}) =>
    orderPayload({
      customer_id: ids.customer,
      customer_name: 'María José Gómez Álvarez',
      payment_method: 'wallet',
      unit_price: 300,
      quantity: 1,
      ...overrides,
    });

  it('debits the customer in the same transaction as the order', async () => {
    const response = await post(walletOrder());
    expect(response.statusCode).toBe(201);
    const order = response.json<OrderBody>();
    expect(await balance()).toBe(70_000);
    expect(await movementsOf(order.id)).toEqual([
      {
        type_movement: 'debit',
        amount_cents: 30_000,
        balance_after_cents: 70_000,
        message: `Pago del pedido ${order.folio}`,
      },
    ]);
  });

  it('refuses a short balance with 422 and writes nothing: no order, no movement, no count', async () => {
    const before = await counts();
    const ordersBefore = await t.database.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const historicalsBefore = await t.database.db
      .selectFrom('historicals')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const refused = await post(walletOrder({ unit_price: 700.01 }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      message: 'El saldo del monedero no alcanza para este cargo.',
      errors: { payment_method: ['El saldo del monedero no alcanza para este cargo.'] },
    });
    expect(await balance()).toBe(70_000);
    expect(await counts()).toEqual(before);
    const ordersAfter = await t.database.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const historicalsAfter = await t.database.db
      .selectFrom('historicals')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(ordersAfter.n).toBe(ordersBefore.n);
    expect(historicalsAfter.n).toBe(historicalsBefore.n);
  });

  it('charges or refunds the difference when the amount or the payment method change', async () => {
    const order = (await post(walletOrder({ unit_price: 100 }))).json<OrderBody>();
    expect(await balance()).toBe(60_000);
    await put(order.id, walletOrder({ unit_price: 100, quantity: 3 }));
    expect(await balance()).toBe(40_000);
    await put(order.id, walletOrder({ unit_price: 100, quantity: 2 }));
    expect(await balance()).toBe(50_000);
    const tooMuch = await put(order.id, walletOrder({ unit_price: 100, quantity: 8 }));
    expect(tooMuch.statusCode).toBe(422);
    expect((await get(order.id)).json<OrderBody>().quantity).toBe(2);
    await put(order.id, walletOrder({ unit_price: 100, quantity: 2, payment_method: 'cash' }));
    expect(await balance()).toBe(70_000);
    await put(order.id, walletOrder({ unit_price: 100, quantity: 1 }));
    expect(await balance()).toBe(60_000);
    expect((await movementsOf(order.id)).map((m) => [m.type_movement, m.amount_cents])).toEqual([
      ['debit', 10_000],
      ['debit', 20_000],
      ['credit', 10_000],
      ['credit', 20_000],
      ['debit', 10_000],
    ]);
  });

  it('refunds what was charged when the order is cancelled, once', async () => {
    const order = (await post(walletOrder({ unit_price: 250 }))).json<OrderBody>();
    expect(await balance()).toBe(35_000);
    await move(order.id, 'in_process');
    expect(await balance()).toBe(35_000);
    const cancelled = await move(order.id, 'cancelled', 'Sin acceso al domicilio');
    expect(cancelled.statusCode).toBe(200);
    expect(await balance()).toBe(60_000);
    expect((await movementsOf(order.id)).at(-1)).toEqual({
      type_movement: 'credit',
      amount_cents: 25_000,
      balance_after_cents: 60_000,
      message: `Reembolso del pedido ${order.folio} (cancelado)`,
    });
    expect((await move(order.id, 'cancelled', 'otra vez')).statusCode).toBe(409);
    await t.call({ method: 'DELETE', url: `/api/orders/${String(order.id)}`, token: admin });
    await t.call({ method: 'GET', url: `/api/orders/${String(order.id)}/restore`, token: admin });
    expect(await balance()).toBe(60_000);
    expect(walletId).toBeGreaterThan(0);
  });

  it('lets only what the balance covers through when wallet orders race', async () => {
    const before = (await balance()) ?? 0;
    const eachCents = Math.floor((before * 0.6) / 100) * 100;
    const results = await Promise.all([
      post(walletOrder({ unit_price: eachCents / 100 })),
      post(walletOrder({ unit_price: eachCents / 100 })),
    ]);
    expect(results.map((result) => result.statusCode).sort()).toEqual([201, 422]);
    expect(await balance()).toBe(before - eachCents);
  });

  it('refuses a wallet payment for a customer without a wallet', async () => {
    const other = await t.call({
      method: 'POST',
      url: '/api/users',
      token: admin,
      payload: {
        name: 'Ramón',
        last_name: 'Ortiz Luna',
        email: 'ramon.ortiz@example.mx',
        password: 'Secreto123!',
      },
    });
    const refused = await post(walletOrder({ customer_id: other.json<{ id: number }>().id }));
    expect(refused.statusCode).toBe(422);
    expect(errorsOf(refused)).toEqual({ payment_method: ['El usuario no tiene monedero.'] });
  });
});

describe('delete, restore, counts and the latest orders', () => {
  it('counts live orders per status and follows create, moves, delete and restore', async () => {
    const start = await counts();
    expect(start.total).toBe(start.new + start.in_process + start.completed + start.cancelled);
    const order = await create();
    expect(await counts()).toEqual({ ...start, new: start.new + 1, total: start.total + 1 });
    await move(order.id, 'cancelled', 'Pedido duplicado');
    expect(await counts()).toEqual({
      ...start,
      cancelled: start.cancelled + 1,
      total: start.total + 1,
    });
    const removed = await t.call({
      method: 'DELETE',
      url: `/api/orders/${String(order.id)}`,
      token: employee,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json<OrderBody>().deleted_at).not.toBeNull();
    expect(await counts()).toEqual(start);
    await t.call({ method: 'GET', url: `/api/orders/${String(order.id)}/restore`, token: admin });
    expect((await counts()).cancelled).toBe(start.cancelled + 1);
    const stored = await t.database.db
      .selectFrom('order_status_counts')
      .select([
        'status',
        'deleted',
        sql<number>`cast(sum(orders_count) as integer)`.as('orders_count'),
      ])
      .groupBy(['status', 'deleted'])
      .execute();
    const live = await t.database.db
      .selectFrom('orders')
      .select(['status', 'deleted_at'])
      .execute();
    for (const row of stored)
      expect(row.orders_count).toBe(
        live.filter(
          (order) =>
            order.status === row.status && (order.deleted_at !== null) === (row.deleted === 1),
        ).length,
      );
  });

  it('restores a deleted order unchanged; a deleted order neither moves nor is edited', async () => {
    const order = await create({ employee_id: ids.employee, notes: 'Dejar con el portero' });
    await move(order.id, 'in_process');
    const before = (await get(order.id)).json<OrderBody>();
    t.advanceClock(5_000);
    const deleted = await t.call({
      method: 'DELETE',
      url: `/api/orders/${String(order.id)}`,
      token: admin,
    });
    expect(deleted.json<OrderBody>()).toMatchObject({ updated_at: before.updated_at });
    const moved = await move(order.id, 'completed');
    expect(moved.statusCode).toBe(409);
    expect(moved.json<ErrorBody>().message).toBe('El pedido está eliminado; restáurelo primero.');
    expect((await put(order.id, orderPayload())).statusCode).toBe(409);
    expect((await get(order.id)).json<OrderBody>().allowed_statuses).toEqual([]);
    const restored = await t.call({
      method: 'GET',
      url: `/api/orders/${String(order.id)}/restore`,
      token: admin,
    });
    expect(restored.statusCode).toBe(200);
    expect((await get(order.id)).json()).toEqual(before);
    const again = await t.call({
      method: 'GET',
      url: `/api/orders/${String(order.id)}/restore`,
      token: admin,
    });
    expect(again.statusCode).toBe(200);
  });

  it('answers the latest n live orders, newest first, within bounds', async () => {
    const first = await create({ customer_name: 'Primero Reciente' });
    const second = await create({ customer_name: 'Segundo Reciente' });
    const deleted = await create({ customer_name: 'Borrado Reciente' });
    await t.call({ method: 'DELETE', url: `/api/orders/${String(deleted.id)}`, token: admin });
    const latest = await t.call({
      method: 'GET',
      url: '/api/orders/lastOrders/2',
      token: employee,
    });
    expect(latest.statusCode).toBe(200);
    expect(latest.json<OrderBody[]>().map((order) => order.id)).toEqual([second.id, first.id]);
    expect(latest.json<OrderBody[]>()[0]).not.toHaveProperty('status_history');
    for (const n of ['0', '101', 'x'])
      expect(
        (await t.call({ method: 'GET', url: `/api/orders/lastOrders/${n}`, token: employee }))
          .statusCode,
      ).toBe(400);
  });

  it('answers the dashboard figures of the last days', async () => {
    const response = await t.call({ method: 'GET', url: '/api/orders/stats/7', token: admin });
    expect(response.statusCode).toBe(200);
    const stats = response.json<{
      from: string;
      to: string;
      per_day: {
        day: string;
        orders: number;
        completed: number;
        cancelled: number;
        total: number;
      }[];
      per_product: { product: string; orders: number }[];
      per_zone: { zone_id: number; zone_name: string | null; orders: number }[];
    }>();
    expect(stats.per_day).toHaveLength(7);
    expect(stats.per_day[0]?.day).toBe(stats.from);
    expect(stats.per_day[6]?.day).toBe(stats.to);
    const live = await t.database.db
      .selectFrom('orders')
      .select(['status', 'zone_id'])
      .where('deleted_at', 'is', null)
      .execute();
    expect(stats.per_day.reduce((sum, day) => sum + day.orders, 0)).toBe(live.length);
    expect(stats.per_day.reduce((sum, day) => sum + day.cancelled, 0)).toBe(
      live.filter((order) => order.status === 'cancelled').length,
    );
    const notCancelled = live.filter((order) => order.status !== 'cancelled');
    expect(stats.per_product.reduce((sum, entry) => sum + entry.orders, 0)).toBe(
      notCancelled.length,
    );
    expect(stats.per_zone.find((zone) => zone.zone_id === ids.zone)?.orders).toBe(
      notCancelled.filter((order) => order.zone_id === ids.zone).length,
    );
    expect(
      (await t.call({ method: 'GET', url: '/api/orders/stats/0', token: admin })).statusCode,
    ).toBe(400);
  });
});

describe('concurrent writes', () => {
  it('keep the counters exact and never apply two competing moves that exclude each other', async () => {
    const orders = await Promise.all(Array.from({ length: 8 }, () => create()));
    const moves = await Promise.all(
      orders.flatMap((order, index) => [
        move(order.id, index % 2 === 0 ? 'in_process' : 'cancelled', 'Cliente ausente'),
        move(order.id, 'cancelled', 'Pedido repetido'),
        t.call({
          method: index % 3 === 0 ? 'DELETE' : 'GET',
          url: `/api/orders/${String(order.id)}${index % 3 === 0 ? '' : '/restore'}`,
          token: admin,
        }),
      ]),
    );
    for (let index = 0; index < orders.length; index += 1) {
      const outcomes = [moves[index * 3]?.statusCode, moves[index * 3 + 1]?.statusCode];
      expect(outcomes.every((status) => status === 200 || status === 409)).toBe(true);
      // two cancels never both apply (a delete may come first and stop both)
      if (index % 2 === 1) expect(outcomes).not.toEqual([200, 200]);
      const after = (await get(orders[index]?.id ?? 0)).json<OrderBody>();
      expect(after.status_history).toHaveLength(
        1 + outcomes.filter((status) => status === 200).length,
      );
      expect(after.status_history.at(-1)?.to_status).toBe(after.status);
    }
    const stored = await t.database.db
      .selectFrom('order_status_counts')
      .select([
        'status',
        'deleted',
        sql<number>`cast(sum(orders_count) as integer)`.as('orders_count'),
      ])
      .groupBy(['status', 'deleted'])
      .execute();
    const all = await t.database.db.selectFrom('orders').select(['status', 'deleted_at']).execute();
    for (const row of stored)
      expect(row.orders_count).toBe(
        all.filter(
          (order) =>
            order.status === row.status && (order.deleted_at !== null) === (row.deleted === 1),
        ).length,
      );
  });

  it('stamps a move that waited for the order when it gets it, so the history reads in the order applied', async () => {
    const order = await create();
    const later = 10_000; // well within the tokens' lifetime
    let moved: Promise<CallResult> | undefined;
    await t.database.db.transaction().execute(async (trx) => {
      // another writer holds the order (on SQLite, the connection) while the move arrives
      const read = trx.selectFrom('orders').select('id').where('id', '=', order.id);
      await (t.database.dialect === 'postgres' ? read.forUpdate() : read).execute();
      moved = move(order.id, 'in_process');
      await new Promise((resolve) => setTimeout(resolve, 300));
      t.advanceClock(later);
    });
    const response = await moved;
    expect(response?.statusCode).toBe(200);
    const history = response?.json<OrderBody>().status_history ?? [];
    expect(history.map((change) => change.to_status)).toEqual(['new', 'in_process']);
    const taken = Date.parse(history[0]?.created_at ?? '');
    const applied = Date.parse(history[1]?.created_at ?? '');
    expect(applied - taken).toBeGreaterThanOrEqual(later);
  });
});

describe('access', () => {
  it('refuses customers the staff calls (403) and lets them read only their own orders', async () => {
    const mine = await create({ customer_id: ids.customer, customer_name: 'María José Gómez' });
    const notMine = await create();
    expect((await get(mine.id, customer)).statusCode).toBe(200);
    // someone else's order answers exactly as one that does not exist: nothing tells it is there
    const others = await get(notMine.id, customer);
    const missing = await get(notMine.id + 1_000_000, customer);
    expect(others.statusCode).toBe(404);
    expect(others.json()).toEqual(missing.json());
    expect(missing.statusCode).toBe(404);
    const calls = [
      { method: 'POST' as const, url: '/api/orders', payload: orderPayload() },
      { method: 'PUT' as const, url: `/api/orders/${String(mine.id)}`, payload: orderPayload() },
      {
        method: 'POST' as const,
        url: `/api/orders/${String(mine.id)}/status`,
        payload: { status: 'in_process' },
      },
      { method: 'DELETE' as const, url: `/api/orders/${String(mine.id)}` },
      { method: 'GET' as const, url: `/api/orders/${String(mine.id)}/restore` },
      { method: 'GET' as const, url: '/api/orders/paginated/1/10' },
      { method: 'GET' as const, url: '/api/orders/paginated/1/10/rosa' },
      { method: 'GET' as const, url: '/api/orders/finished/list/1/10/all' },
      { method: 'GET' as const, url: '/api/orders/list/excel/all' },
      { method: 'GET' as const, url: '/api/orders/finished/pdf/all' },
      { method: 'GET' as const, url: '/api/orders/countStatus/' },
      { method: 'GET' as const, url: '/api/orders/lastOrders/5' },
      { method: 'GET' as const, url: '/api/orders/stats/30' },
    ];
    for (const call of calls) {
      expect((await t.call({ ...call, token: customer })).statusCode).toBe(403);
      expect((await t.call(call)).statusCode).toBe(401);
    }
  });

  it('answers 404 for an unknown order and 400 for a malformed id', async () => {
    expect((await get(987654)).statusCode).toBe(404);
    expect((await move(987654, 'in_process')).statusCode).toBe(404);
    expect(
      (await t.call({ method: 'DELETE', url: '/api/orders/987654', token: admin })).statusCode,
    ).toBe(404);
    expect(
      (await t.call({ method: 'GET', url: '/api/orders/987654/restore', token: admin })).statusCode,
    ).toBe(404);
    expect((await t.call({ method: 'GET', url: '/api/orders/abc', token: admin })).statusCode).toBe(
      400,
    );
  });
});
