// What the server keeps between calls on SQLite (token signatures, session and user rows, list
// pages: see db/change-stamp.ts) must never outlive a change: a write through the API, a write by
// another connection to the same database (another process), a logout, a deleted user, an expired
// token. On PostgreSQL nothing is kept, and the same checks hold.
import type { DatabaseHandle } from '../src/db/database';
import {
  createTestApp,
  demoAccounts,
  firstLocation,
  secondConnection,
  type TestApp,
} from './helper';

let t: TestApp;
let admin: string;
let employee: string;
let other: DatabaseHandle;
const place = { zone_id: 0, location_id: 0 };

beforeAll(async () => {
  t = await createTestApp();
  [admin, employee] = await Promise.all([t.login('admin'), t.login('employee')]);
  other = await secondConnection(t.database);
  Object.assign(place, await firstLocation(t.database));
});
afterAll(async () => {
  await other.db.destroy();
  await t.close();
});

const LIST = '/api/orders/paginated/1/10';

interface OrderPage {
  total: number;
  data: { id: number; customer_name: string; status: string }[];
}

const list = async (url = LIST, token = employee) => {
  const answer = await t.call({ method: 'GET', url, token });
  expect(answer.statusCode).toBe(200);
  return answer;
};

const createOrder = async (customer_name: string) => {
  const answer = await t.call({
    method: 'POST',
    url: '/api/orders',
    token: employee,
    payload: {
      customer_name,
      customer_phone: '33 3614 2200',
      address: 'Av. Juárez 120, Centro, Guadalajara',
      ...place,
      product: 'cylinder_20kg',
      quantity: 1,
      unit_price: 450.5,
      payment_method: 'cash',
    },
  });
  expect(answer.statusCode).toBe(201);
  return answer.json<{ id: number }>().id;
};

describe('list pages', () => {
  it('the same page asked again is the same JSON answer', async () => {
    await createOrder('Primera Respuesta');
    const first = await list();
    const again = await list();
    expect(again.body).toBe(first.body);
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.json<OrderPage>().data[0]?.customer_name).toBe('Primera Respuesta');
  });

  it('shows a change made through the API on the next call', async () => {
    const before = (await list()).json<OrderPage>();
    const id = await createOrder('Orden Nueva Visible');
    const after = (await list()).json<OrderPage>();
    expect(after.total).toBe(before.total + 1);
    expect(after.data[0]).toMatchObject({ id, customer_name: 'Orden Nueva Visible' });
    const moved = await t.call({
      method: 'POST',
      url: `/api/orders/${String(id)}/status`,
      token: employee,
      payload: { status: 'in_process' },
    });
    expect(moved.statusCode).toBe(200);
    expect((await list()).json<OrderPage>().data[0]).toMatchObject({ id, status: 'in_process' });
  });

  it('shows a change written by another connection (another process) on the next call', async () => {
    const id = await createOrder('Antes Del Cambio');
    const counts = async () =>
      (await list('/api/orders/countStatus/')).json<Record<string, number>>();
    const countsBefore = await counts();
    expect((await list()).json<OrderPage>().data[0]?.customer_name).toBe('Antes Del Cambio');
    await other.db
      .updateTable('orders')
      .set({ customer_name: 'Cambiado Por Otro Proceso' })
      .where('id', '=', id)
      .execute();
    expect((await list()).json<OrderPage>().data[0]?.customer_name).toBe(
      'Cambiado Por Otro Proceso',
    );
    await other.db
      .updateTable('orders')
      .set({ deleted_at: new Date().toISOString() })
      .where('id', '=', id)
      .execute();
    expect((await list()).json<OrderPage>().data[0]?.id).not.toBe(id);
    expect(await counts()).toMatchObject({
      new: (countsBefore.new ?? 0) - 1,
      total: (countsBefore.total ?? 0) - 1,
    });
  });

  it('keeps pages apart by their URL', async () => {
    await createOrder('Pagina Aparte');
    const small = (await list('/api/orders/paginated/1/1')).json<OrderPage>();
    const large = (await list('/api/orders/paginated/1/5')).json<OrderPage>();
    expect(small.data).toHaveLength(1);
    expect(large.data.length).toBeGreaterThan(1);
    const searched = (await list('/api/orders/paginated/1/10/Aparte')).json<OrderPage>();
    expect(searched.data.map((order) => order.customer_name)).toEqual(['Pagina Aparte']);
  });
});

describe('sessions', () => {
  const call = (token: string) => t.call({ method: 'GET', url: LIST, token });

  it('a logout is refused on the next call, though the session was just read', async () => {
    const token = await t.login('employee');
    expect((await call(token)).statusCode).toBe(200);
    expect((await call(token)).statusCode).toBe(200);
    expect((await t.call({ method: 'POST', url: '/auth/logout', token })).statusCode).toBe(200);
    expect((await call(token)).statusCode).toBe(401);
  });

  it('a session ended by another process is refused on the next call', async () => {
    const token = await t.login('employee');
    expect((await call(token)).statusCode).toBe(200);
    const { sid } = JSON.parse(
      Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'),
    ) as { sid: string };
    await other.db
      .updateTable('sessions')
      .set({ ended_at: new Date().toISOString() })
      .where('id', '=', sid)
      .execute();
    expect((await call(token)).statusCode).toBe(401);
  });

  it('a deleted user is refused on the next call', async () => {
    const token = await t.login('customer');
    const me = () => t.call({ method: 'GET', url: '/api/auth/me', token });
    const shown = await me();
    expect(shown.statusCode).toBe(200);
    expect((await me()).statusCode).toBe(200);
    const id = shown.json<{ id: number }>().id;
    const deleted = await t.call({
      method: 'DELETE',
      url: `/api/users/${String(id)}`,
      token: admin,
    });
    expect(deleted.statusCode).toBe(200);
    expect((await me()).statusCode).toBe(401);
  });

  it('a token whose signature was checked before is refused once it expires', async () => {
    const token = await t.login('employee');
    expect((await call(token)).statusCode).toBe(200);
    const login = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: demoAccounts.employee.email, password: demoAccounts.employee.password },
    });
    const ttl = login.json<{ expires_in: number }>().expires_in;
    t.advanceClock((ttl + 1) * 1000);
    expect((await call(token)).statusCode).toBe(401);
  });
});
