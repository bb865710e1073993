// The printables of the delivery day: an order's delivery ticket (half a letter page) and a
// route's sheet, as PDFs in the exports' Unicode fonts, to staff only, under the exports' caps.
import {
  createTestApp,
  signInDemoAccounts,
  firstLocation,
  type CallResult,
  type TestApp,
} from './helper';
import { deliveryFixtures, exportsOnTrail, ok } from './delivery-fixtures';
import { pdfPages } from './pdf-text';

let t: TestApp;
let admin: string;
let employee: string;
let customer: string;
const ids = { employee: 0, admin: 0, zone: 0, location: 0 };
let driverName = '';

beforeAll(async () => {
  t = await createTestApp();
  const accounts = await signInDemoAccounts(t);
  admin = accounts.admin.token;
  employee = accounts.employee.token;
  customer = accounts.customer.token;
  ids.admin = accounts.admin.id;
  ids.employee = accounts.employee.id;
  driverName = accounts.employee.fullName;
  const place = await firstLocation(t.database);
  ids.zone = place.zone_id;
  ids.location = place.location_id;
});
afterAll(() => t.close());

interface Order {
  id: number;
  folio: string;
}
interface Route {
  id: number;
  route_date: string;
  stops: { id: number }[];
}

let plates = 0;
const fixtures = deliveryFixtures(
  () => ({ t, admin, employee, zone: ids.zone, location: ids.location }),
  { plate: () => `HOJ-${String(200 + ++plates)}`, order: { quantity: 2, unit_price: 512.5 } },
);
const { vehicle } = fixtures;
const order = (fields: Record<string, unknown> = {}) => fixtures.order<Order>(fields);

let days = 0;
async function routeWith(orders: readonly Order[]): Promise<Route & { plate: string }> {
  const truck = await vehicle();
  const day = new Date(Date.UTC(2032, 2, 1) + ++days * 86_400_000).toISOString().slice(0, 10);
  const route = await fixtures.route<Route>({
    route_date: day,
    vehicle_id: truck.id,
    driver_id: ids.employee,
    helper_id: ids.admin,
  });
  for (const one of orders) await ok(fixtures.addStop(route.id, one.id));
  return { ...route, plate: truck.plate };
}

const get = (url: string, token = employee, headers: Record<string, string> = {}) =>
  t.call({ method: 'GET', url, token, headers });

const textOf = (response: CallResult): string[] => pdfPages(response.raw).flat();

describe('the delivery ticket', () => {
  it("prints the order's folio, customer, figures, crew and a line to sign on half a letter page", async () => {
    const sold = await order({ customer_name: 'Ñoño Güémez Þór' });
    const route = await routeWith([sold]);
    const response = await get(`/api/orders/${String(sold.id)}/ticket`);
    expect([response.statusCode, response.headers['content-type']]).toEqual([
      200,
      'application/pdf',
    ]);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename=nota-de-remision-${sold.folio}.pdf`,
    );
    const text = textOf(response);
    expect(text).toEqual(
      expect.arrayContaining([
        'Nota de remisión',
        `Folio ${sold.folio}`,
        'Ñoño Güémez Þór',
        'Av. Juárez 120, Centro, Guadalajara',
        'Cilindro 30 kg',
        '$512.50',
        '$1,025.00',
        'Efectivo',
        route.plate,
        driverName,
        'Recibí de conformidad (nombre y firma)',
      ]),
    );
    // half a letter page, across: 8.5 × 5.5 in
    expect(response.raw.toString('latin1')).toMatch(/\/MediaBox \[0 0 612 396\]/);
  });

  it('prints a dash for the driver and vehicle of an order on no route, and English on request', async () => {
    const free = await order({ payment_method: 'card' });
    const text = textOf(
      await get(`/api/orders/${String(free.id)}/ticket`, admin, { 'accept-language': 'en-US' }),
    );
    expect(text).toEqual(
      expect.arrayContaining(['Delivery ticket', `Folio ${free.folio}`, 'Card', '—']),
    );
    expect(text.filter((line) => line === '—')).toHaveLength(2);
  });

  it('answers 404 for an unknown order and 403 to a customer', async () => {
    expect((await get('/api/orders/999999/ticket')).statusCode).toBe(404);
    const mine = await order();
    const refused = await get(`/api/orders/${String(mine.id)}/ticket`, customer);
    expect([refused.statusCode, refused.headers['content-type']]).toEqual([
      403,
      expect.stringMatching(/application\/json/),
    ]);
  });

  it("is refused with 429 past the caller's exports at once", async () => {
    const sold = await order();
    const now = Date.now();
    await t.database.db
      .insertInto('export_runs')
      .values(
        [1, 2].map((n) => ({
          id: `busy-${String(n)}`,
          user_id: ids.employee,
          list: 'orders',
          format: 'pdf',
          rows_total: null,
          started_at: new Date(now).toISOString(),
          lease_until: new Date(now + 60_000).toISOString(),
        })),
      )
      .execute();
    try {
      const refused = await get(`/api/orders/${String(sold.id)}/ticket`);
      expect([refused.statusCode, refused.headers['retry-after']]).toEqual([429, '5']);
    } finally {
      await t.database.db.deleteFrom('export_runs').where('id', 'like', 'busy-%').execute();
    }
    expect((await get(`/api/orders/${String(sold.id)}/ticket`)).statusCode).toBe(200);
  });
});

describe('the route sheet', () => {
  it('prints the header, the stops in order, the load against the capacity and the cash to collect', async () => {
    const first = await order({ customer_name: 'Inés Peña', quantity: 3, unit_price: 400 });
    const second = await order({
      customer_name: 'Óscar Ávila',
      customer_phone: '55 1234 5678',
      address: 'Calle Ñandú 7, Coyoacán',
      product: 'cylinder_20kg',
      quantity: 1,
      unit_price: 300,
      payment_method: 'card',
    });
    const route = await routeWith([first, second]);
    const response = await get(`/api/delivery-routes/${String(route.id)}/sheet`);
    expect([response.statusCode, response.headers['content-type']]).toEqual([
      200,
      'application/pdf',
    ]);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename=hoja-de-ruta-${String(route.id)}-${route.route_date}.pdf`,
    );
    const text = textOf(response);
    expect(text).toEqual(
      expect.arrayContaining([
        'Hoja de ruta',
        `Ruta ${String(route.id)}`,
        `${route.plate} (camión de cilindros)`,
        'Planeada',
        'Paradas (2)',
        first.folio,
        second.folio,
        'Calle Ñandú 7, Coyoacán',
        '55 1234 5678',
        'Cilindro 20 kg',
        '$1,200.00',
        '$300.00',
        'Tarjeta',
        'Carga',
        '4 / 80 cilindros',
        'Efectivo por cobrar',
      ]),
    );
    // the stops in their order, and the cash to collect is only the cash order's
    expect(text.indexOf('Inés Peña')).toBeLessThan(text.indexOf('Óscar Ávila'));
    expect(text[text.indexOf('Efectivo por cobrar') + 1]).toBe('$1,200.00');
  });

  it('answers 404 for an unknown route and 403 to a customer', async () => {
    expect((await get('/api/delivery-routes/999999/sheet')).statusCode).toBe(404);
    const route = await routeWith([]);
    expect((await get(`/api/delivery-routes/${String(route.id)}/sheet`, customer)).statusCode).toBe(
      403,
    );
  });
});

describe('the printables on the audit trail', () => {
  it('records who printed which ticket and which route sheet', async () => {
    const printed = await order();
    const route = await routeWith([printed]);
    const ticketUrl = `/api/orders/${String(printed.id)}/ticket`;
    const sheetUrl = `/api/delivery-routes/${String(route.id)}/sheet`;
    expect((await get(ticketUrl)).statusCode).toBe(200);
    expect((await get(sheetUrl, admin)).statusCode).toBe(200);
    const [sheet, ticket] = await exportsOnTrail(t, admin);
    expect(ticket).toMatchObject({
      actor_email: 'empleado@gaslp.mx',
      action: 'export',
      entity_type: 'export',
      entity_id: 'orders_ticket',
      after: { list: 'orders_ticket', format: 'pdf', record_id: printed.id, url: ticketUrl },
    });
    expect(sheet).toMatchObject({
      actor_email: 'admin@gaslp.mx',
      action: 'export',
      entity_type: 'export',
      entity_id: 'delivery-routes_sheet',
      after: { list: 'delivery-routes_sheet', format: 'pdf', record_id: route.id, url: sheetUrl },
    });
  });

  it('records nothing for a printable refused', async () => {
    const before = (await exportsOnTrail(t, admin)).length;
    expect((await get('/api/orders/999999/ticket')).statusCode).toBe(404);
    expect((await get('/api/delivery-routes/999999/sheet', customer)).statusCode).toBe(403);
    expect((await exportsOnTrail(t, admin)).length).toBe(before);
  });
});
