// A customer's "My orders": their own orders only, newest first, in the Laravel envelope.
import { createTestApp, demoAccounts, firstLocation, type TestApp } from './helper';

let t: TestApp;
let employee: string;
let customer: string;
const ids = { customer: 0, zone: 0, location: 0 };

beforeAll(async () => {
  t = await createTestApp();
  [employee, customer] = await Promise.all([t.login('employee'), t.login('customer')]);
  const user = await t.database.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', demoAccounts.customer.email)
    .executeTakeFirstOrThrow();
  ids.customer = user.id;
  ({ zone_id: ids.zone, location_id: ids.location } = await firstLocation(t.database));
});
afterAll(() => t.close());

async function createOrder(customerId: number | null, name: string): Promise<number> {
  const response = await t.call({
    method: 'POST',
    url: '/api/orders',
    token: employee,
    payload: {
      customer_id: customerId,
      customer_name: name,
      customer_phone: '33 3614 2200',
      address: 'Av. Juárez 120, Centro, Guadalajara',
      zone_id: ids.zone,
      location_id: ids.location,
      product: 'cylinder_20kg',
      quantity: 1,
      unit_price: 450,
      payment_method: 'cash',
    },
  });
  if (response.statusCode !== 201) throw new Error(`create: ${response.body}`);
  return response.json<{ id: number }>().id;
}

describe('GET /api/orders/mine/{page}/{size}', () => {
  it("lists the customer's own orders only, newest first, a page at a time", async () => {
    const first = await createOrder(ids.customer, 'María José Gómez Álvarez');
    await createOrder(null, 'Alguien sin cuenta');
    const second = await createOrder(ids.customer, 'María José Gómez Álvarez');
    const third = await createOrder(ids.customer, 'María José Gómez Álvarez');

    const page1 = await t.call({ method: 'GET', url: '/api/orders/mine/1/2', token: customer });
    expect(page1.statusCode).toBe(200);
    const body = page1.json<{ data: { id: number; customer_id: number }[] }>();
    expect(body).toMatchObject({ current_page: 1, per_page: 2, total: 3, last_page: 2 });
    expect(body.data.map((order) => order.id)).toEqual([third, second]);
    const page2 = await t.call({ method: 'GET', url: '/api/orders/mine/2/2', token: customer });
    expect(page2.json<{ data: { id: number }[] }>().data.map((order) => order.id)).toEqual([first]);
  });

  it('gives staff their own orders as customers (none here), and nobody without a token', async () => {
    const staff = await t.call({ method: 'GET', url: '/api/orders/mine/1/10', token: employee });
    expect(staff.json()).toMatchObject({ data: [], total: 0, last_page: 1 });
    expect((await t.call({ method: 'GET', url: '/api/orders/mine/1/10' })).statusCode).toBe(401);
    const bad = await t.call({ method: 'GET', url: '/api/orders/mine/0/10', token: customer });
    expect(bad.statusCode).toBe(400);
  });
});
