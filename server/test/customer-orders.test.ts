// A customer's "My orders": their own orders only, newest first, in the Laravel envelope.
import { createTestApp, demoUserId, firstLocation, type TestApp } from './helper';

let t: TestApp;
let employee: string;
let customer: string;
const ids = { customer: 0, zone: 0, location: 0 };

beforeAll(async () => {
  t = await createTestApp();
  [employee, customer] = await Promise.all([t.login('employee'), t.login('customer')]);
  ids.customer = await demoUserId(t.database, 'customer');
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

describe('POST /api/orders/mine/{id}/repeat (order again)', () => {
  it('creates a new order like the customer’s own, at the price in force, by the customer', async () => {
    const original = await createOrder(ids.customer, 'María José Gómez Álvarez');
    const response = await t.call({
      method: 'POST',
      url: `/api/orders/mine/${String(original)}/repeat`,
      token: customer,
    });
    expect(response.statusCode).toBe(201);
    const copy = response.json();
    expect(copy.id).not.toBe(original);
    expect(copy).toMatchObject({
      customer_id: ids.customer,
      customer_name: 'María José Gómez Álvarez',
      address: 'Av. Juárez 120, Centro, Guadalajara',
      zone_id: ids.zone,
      location_id: ids.location,
      product: 'cylinder_20kg',
      quantity: 1,
      payment_method: 'cash',
      status: 'new',
      created_by: ids.customer,
      employee_id: null,
    });
    // the price in force today, not the 450 typed for the first order
    const zonePrice = await t.call({
      method: 'GET',
      url: `/api/orders/${String(copy.id)}`,
      token: customer,
    });
    expect(zonePrice.json<{ unit_price: number }>().unit_price).not.toBe(450);
    const mine = await t.call({ method: 'GET', url: '/api/orders/mine/1/1', token: customer });
    expect(mine.json<{ data: { id: number }[] }>().data[0]?.id).toBe(copy.id);
  });

  it('answers 404 alike for another’s order, a deleted one and a missing one', async () => {
    const others = await createOrder(null, 'Alguien sin cuenta');
    const deleted = await createOrder(ids.customer, 'María José Gómez Álvarez');
    await t.call({ method: 'DELETE', url: `/api/orders/${String(deleted)}`, token: employee });
    const answers = await Promise.all(
      [others, deleted, 999_999].map((id) =>
        t.call({ method: 'POST', url: `/api/orders/mine/${String(id)}/repeat`, token: customer }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 404]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
  });

  it('allows 10 repeats a user per hour, then 429 with Retry-After', async () => {
    const app = await createTestApp();
    try {
      const token = await app.login('customer');
      const userId = await demoUserId(app.database, 'customer');
      const staff = await app.login('employee');
      const created = await app.call({
        method: 'POST',
        url: '/api/orders',
        token: staff,
        payload: {
          customer_id: userId,
          customer_name: 'María José Gómez Álvarez',
          customer_phone: '33 3614 2200',
          address: 'Av. Juárez 120, Centro, Guadalajara',
          zone_id: ids.zone,
          location_id: ids.location,
          product: 'cylinder_20kg',
          quantity: 1,
          payment_method: 'cash',
        },
      });
      const id = created.json<{ id: number }>().id;
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1) {
        const answer = await app.call({
          method: 'POST',
          url: `/api/orders/mine/${String(id)}/repeat`,
          token,
        });
        statuses.push(answer.statusCode);
        if (answer.statusCode === 429)
          expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      }
      expect(statuses).toEqual([...Array<number>(10).fill(201), 429]);
    } finally {
      await app.close();
    }
  });
});
