import type { Insertable } from 'kysely';
import type { OrdersTable, OrderStatusValue, ProductValue } from '../src/db/tables';
import { folioOf } from '../src/domain/order-folio';
import { userSearchText } from '../src/domain/search-texts';
import {
  compareStarClients,
  deliveredBy,
  starClientWindow,
  type StarClientScore,
} from '../src/domain/star-clients';
import { DomainError } from '../src/domain/errors';
import {
  listStarClientPage,
  starClientBatches,
} from '../src/resources/users/star-clients-repository';
import { createTestApp, type TestApp } from './helper';
import { pdfPages } from './pdf-text';
import { readWorkbook } from './xlsx-rows';

interface StarClientBody {
  rank: number;
  user_id: number;
  name: string;
  last_name: string;
  email: string;
  phone: string | null;
  zone_name: string | null;
  completed_orders: number;
  kg_total: number;
  litres_total: number;
  total_amount: number;
}
interface PageBody {
  data: StarClientBody[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
}

describe('the ranking rule', () => {
  const score = (
    user_id: number,
    completed_orders: number,
    kg_total: number,
    litres_total: number,
  ): StarClientScore => ({ user_id, completed_orders, kg_total, litres_total });

  it('orders by completed orders, then kilograms, then litres, then the lower user id', () => {
    const scores = [
      score(7, 2, 20, 100),
      score(3, 3, 60, 0),
      score(9, 2, 20, 200),
      score(4, 2, 20, 200),
      score(8, 3, 135, 0),
      score(2, 2, 40, 0),
      score(1, 1, 45, 900),
    ];
    expect([...scores].sort(compareStarClients).map((entry) => entry.user_id)).toEqual([
      8, 3, 2, 4, 9, 7, 1,
    ]);
    expect(compareStarClients(score(1, 1, 1, 1), score(1, 1, 1, 1))).toBe(0);
  });

  it('counts kilograms of cylinders and litres of stationary tanks', () => {
    const lines: [ProductValue, number, number, number][] = [
      ['cylinder_10kg', 3, 30, 0],
      ['cylinder_20kg', 2, 40, 0],
      ['cylinder_30kg', 1, 30, 0],
      ['cylinder_45kg', 2, 90, 0],
      ['stationary_litre', 250, 0, 250],
    ];
    for (const [product, quantity, kg, litres] of lines)
      expect(deliveredBy(product, quantity)).toEqual({ kg, litres });
  });

  it('reads the days in Mexico City time, both ends included', () => {
    expect(starClientWindow('2026-03-01', '2026-03-31')).toEqual({
      start: '2026-03-01T06:00:00.000Z',
      end: '2026-04-01T06:00:00.000Z',
    });
    // summer time still applied in 2020 (UTC-5)
    expect(starClientWindow('2020-07-01', '2020-07-01')).toEqual({
      start: '2020-07-01T05:00:00.000Z',
      end: '2020-07-02T05:00:00.000Z',
    });
    expect(() => starClientWindow('2026-03-02', '2026-03-01')).toThrow(DomainError);
  });
});

describe('star clients over HTTP', () => {
  let t: TestApp;
  let admin: string;
  let employee: string;
  let customer: string;
  const ids: Record<string, number> = {};
  let folio = 0;

  const local = (day: string, time: string) =>
    // Mexico City has stayed on UTC-6 since 2022
    new Date(`${day}T${time}:00.000-06:00`).toISOString();

  function order(
    customer: string | null,
    product: ProductValue,
    quantity: number,
    unitPriceCents: number,
    completedAt: string,
    overrides: Partial<Insertable<OrdersTable>> = {},
  ): Insertable<OrdersTable> {
    folio += 1;
    const status: OrderStatusValue = overrides.status ?? 'completed';
    return {
      folio: folioOf(900000 + folio),
      customer_id: customer === null ? null : (ids[customer] ?? null),
      customer_name: customer ?? 'Mostrador',
      customer_phone: '3312345678',
      address: 'Calle Juárez 10, Guadalajara',
      zone_id: 1,
      product,
      quantity,
      unit_price_cents: unitPriceCents,
      total_cents: unitPriceCents * quantity,
      payment_method: 'cash',
      status,
      search_text: '',
      created_at: completedAt,
      updated_at: completedAt,
      completed_at: status === 'completed' ? completedAt : null,
      cancelled_at: status === 'cancelled' ? completedAt : null,
      delivery_date: completedAt.slice(0, 10),
      ...overrides,
    };
  }

  beforeAll(async () => {
    t = await createTestApp();
    [admin, employee, customer] = await Promise.all([
      t.login('admin'),
      t.login('employee'),
      t.login('customer'),
    ]);
    // customers straight into the table (a password hash per user would only slow the fixture)
    for (const key of ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L']) {
      const fields = {
        name: `Cliente ${key}`,
        last_name: 'Estrella Núñez',
        email: `estrella.${key.toLowerCase()}@example.mx`,
        phone: '33 1111 2222',
        number: null,
        username: null,
      };
      const created = await t.database.db
        .insertInto('users')
        .values({
          ...fields,
          password_hash: '',
          address: null,
          type_user: 'usuario',
          zone_id: 2,
          tokens_valid_after: null,
          search_text: userSearchText(fields),
          created_at: '2026-01-10T16:00:00.000Z',
          updated_at: '2026-01-10T16:00:00.000Z',
          deleted_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids[key] = created.id;
    }
    const employeeRow = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('type_user', '=', 'empleado')
      .executeTakeFirstOrThrow();
    ids.staff = employeeRow.id;
    const day = '2026-03-15';
    const at = local(day, '12:00');
    await t.database.db
      .insertInto('orders')
      .values([
        // A: 3 orders, 60 kg; one more outside the range and one deleted do not count
        order('A', 'cylinder_20kg', 1, 43755, at),
        order('A', 'cylinder_20kg', 1, 43755, at),
        order('A', 'cylinder_20kg', 1, 43755, at),
        order('A', 'cylinder_45kg', 4, 98000, local('2026-04-02', '10:00')),
        order('A', 'cylinder_45kg', 4, 98000, at, { deleted_at: at }),
        // B: 3 orders, 135 kg: above A
        order('B', 'cylinder_45kg', 1, 98000, at),
        order('B', 'cylinder_45kg', 1, 98000, at),
        order('B', 'cylinder_45kg', 1, 98000, at),
        // C, E, F, D: 2 orders and 20 kg each; litres decide, then the user id (E before F)
        order('C', 'cylinder_20kg', 1, 43755, at),
        order('C', 'stationary_litre', 300, 1199, at),
        order('D', 'cylinder_20kg', 1, 43755, at),
        order('D', 'stationary_litre', 100, 1199, at),
        order('E', 'cylinder_20kg', 1, 43755, at),
        order('E', 'stationary_litre', 200, 1199, at),
        order('F', 'stationary_litre', 200, 1199, at),
        order('F', 'cylinder_20kg', 1, 43755, at),
        // bounds: G at 23:30 local on the last day counts, H at 00:10 the day after does not;
        // I at 00:00 on the first day counts, J one minute before does not
        order('G', 'cylinder_10kg', 1, 23000, local('2026-03-31', '23:30')),
        order('H', 'cylinder_45kg', 9, 98000, local('2026-04-01', '00:10')),
        order('I', 'cylinder_30kg', 1, 65000, local('2026-03-01', '00:00')),
        order('J', 'cylinder_45kg', 9, 98000, local('2026-02-28', '23:59')),
        // not ranked: cancelled or unfinished orders, a deleted customer, staff, walk-ins
        order('K', 'cylinder_45kg', 5, 98000, at, { status: 'cancelled' }),
        order('K', 'cylinder_45kg', 5, 98000, at, { status: 'in_process', completed_at: null }),
        order('L', 'cylinder_45kg', 5, 98000, at),
        order('staff', 'cylinder_45kg', 5, 98000, at),
        order(null, 'cylinder_45kg', 5, 98000, at),
      ])
      .execute();
    await t.call({ method: 'DELETE', url: `/api/users/${String(ids.L)}`, token: admin });
  }, 30_000);
  afterAll(() => t.close());

  const list = (from: string, to: string, query = '', token = employee) =>
    t.call({
      method: 'GET',
      url: `/api/users/starclients/list/${from}/${to}${query}`,
      token,
    });

  const expectedOrder = ['B', 'A', 'C', 'E', 'F', 'D', 'I', 'G'];

  it('ranks by completed orders, kg, litres and id, with inclusive Mexico City days', async () => {
    const response = await list('2026-03-01', '2026-03-31', '?size=100');
    expect(response.statusCode).toBe(200);
    const body = response.json<PageBody>();
    expect(body).toMatchObject({ current_page: 1, per_page: 100, total: 8, last_page: 1 });
    expect(body.data.map((row) => row.user_id)).toEqual(expectedOrder.map((key) => ids[key]));
    expect(body.data.map((row) => row.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(body.data[0]).toEqual({
      rank: 1,
      user_id: ids.B,
      name: 'Cliente B',
      last_name: 'Estrella Núñez',
      email: 'estrella.b@example.mx',
      phone: '33 1111 2222',
      zone_name: 'Zapopan',
      completed_orders: 3,
      kg_total: 135,
      litres_total: 0,
      total_amount: 2940,
    });
    const byKey = (key: string) => body.data.find((row) => row.user_id === ids[key]);
    expect(byKey('A')).toMatchObject({ completed_orders: 3, kg_total: 60, total_amount: 1312.65 });
    expect(byKey('C')).toMatchObject({ kg_total: 20, litres_total: 300, total_amount: 4034.55 });
    expect(byKey('G')).toMatchObject({ completed_orders: 1, kg_total: 10, total_amount: 230 });
  });

  it('moves with the range: a one-day range at each bound', async () => {
    const lastDay = (await list('2026-03-31', '2026-03-31')).json<PageBody>();
    expect(lastDay.data.map((row) => row.user_id)).toEqual([ids.G]);
    const dayAfter = (await list('2026-04-01', '2026-04-01')).json<PageBody>();
    expect(dayAfter.data.map((row) => row.user_id)).toEqual([ids.H]);
    const firstDay = (await list('2026-03-01', '2026-03-01')).json<PageBody>();
    expect(firstDay.data.map((row) => row.user_id)).toEqual([ids.I]);
    const dayBefore = (await list('2026-02-28', '2026-02-28')).json<PageBody>();
    expect(dayBefore.data.map((row) => row.user_id)).toEqual([ids.J]);
    const empty = await list('2025-01-01', '2025-01-31');
    expect(empty.json()).toEqual({
      data: [],
      current_page: 1,
      per_page: 10,
      total: 0,
      last_page: 1,
    });
  });

  it('pages the ranking (10 per page by default)', async () => {
    const first = (await list('2026-03-01', '2026-03-31')).json<PageBody>();
    expect(first).toMatchObject({ current_page: 1, per_page: 10, total: 8, last_page: 1 });
    const pages = await Promise.all(
      [1, 2, 3, 4].map(async (page) =>
        (await list('2026-03-01', '2026-03-31', `?page=${String(page)}&size=3`)).json<PageBody>(),
      ),
    );
    expect(pages.map((page) => page.data.map((row) => row.rank))).toEqual([
      [1, 2, 3],
      [4, 5, 6],
      [7, 8],
      [],
    ]);
    expect(pages.flatMap((page) => page.data.map((row) => row.user_id))).toEqual(
      expectedOrder.map((key) => ids[key]),
    );
    expect(pages[3]).toMatchObject({ current_page: 4, per_page: 3, total: 8, last_page: 3 });
  });

  it('reads the whole ranking by keyset in the same order, whatever the batch size', async () => {
    const window = starClientWindow('2026-03-01', '2026-03-31');
    const page = await listStarClientPage(t.database.db, window, { page: 1, size: 100 });
    for (let size = 1; size <= 9; size += 1) {
      const read = [];
      for await (const batch of starClientBatches(t.database.db, window, size)) read.push(...batch);
      expect(read).toEqual(page.data);
    }
  });

  it('refuses bad dates, reversed ranges, bad paging, customers and anonymous callers', async () => {
    for (const [from, to] of [
      ['2026-02-30', '2026-03-01'],
      ['2026-3-1', '2026-03-31'],
      ['hoy', '2026-03-31'],
    ] as const) {
      expect((await list(from, to)).statusCode).toBe(400);
    }
    const reversed = await list('2026-03-31', '2026-03-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({
      errors: { to: ['La fecha final no puede ser anterior a la inicial.'] },
    });
    for (const query of ['?page=0', '?size=101', '?size=x']) {
      expect((await list('2026-03-01', '2026-03-31', query)).statusCode).toBe(400);
    }
    expect((await list('2026-03-01', '2026-03-31', '', customer)).statusCode).toBe(403);
    expect(
      (await t.call({ method: 'GET', url: '/api/users/starclients/list/2026-03-01/2026-03-31' }))
        .statusCode,
    ).toBe(401);
    for (const format of ['excel', 'pdf']) {
      const url = `/api/users/starclients/${format}/2026-03-01/2026-03-31`;
      expect((await t.call({ method: 'GET', url, token: customer })).statusCode).toBe(403);
      expect((await t.call({ method: 'GET', url })).statusCode).toBe(401);
      const bad = await t.call({
        method: 'GET',
        url: `/api/users/starclients/${format}/2026-03-31/2026-03-01`,
        token: admin,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.headers['content-type']).toMatch(/^application\/json/);
    }
  });

  it('exports the ranking to Excel with typed cells', async () => {
    const response = await t.call({
      method: 'GET',
      url: '/api/users/starclients/excel/2026-03-01/2026-03-31',
      token: admin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename=clientes-estrella-\d{8}-\d{4}\.xlsx$/,
    );
    const workbook = await readWorkbook(response.raw);
    expect(workbook.preamble[0]).toBe('Clientes estrella');
    expect(workbook.preamble[1]).toBe(
      'Filtro: pedidos completados del 01/03/2026 al 31/03/2026 (días completos, hora de la Ciudad de México)',
    );
    expect(workbook.headers).toEqual([
      'Lugar',
      'Cliente',
      'Correo electrónico',
      'Teléfono',
      'Zona',
      'Pedidos completados',
      'Kg entregados',
      'Litros entregados',
      'Importe total',
    ]);
    const listed = (await list('2026-03-01', '2026-03-31', '?size=100')).json<PageBody>().data;
    expect(workbook.rows).toEqual(
      listed.map((row) => [
        row.rank,
        `${row.name} ${row.last_name}`,
        row.email,
        row.phone,
        row.zone_name,
        row.completed_orders,
        row.kg_total,
        row.litres_total,
        row.total_amount,
      ]),
    );
    expect(workbook.numberFormats[8]).toBe('"$"#,##0.00');
  });

  it('exports the ranking to PDF, in English when asked', async () => {
    const response = await t.call({
      method: 'GET',
      url: '/api/users/starclients/pdf/2026-03-01/2026-03-31',
      token: employee,
      headers: { 'accept-language': 'en-US' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename=star-clients-\d{8}-\d{4}\.pdf$/,
    );
    expect(response.raw.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const runs = pdfPages(response.raw).flat();
    expect(runs).toContain('Star clients');
    expect(runs).toContain(
      'Filter: orders completed from 03/01/2026 to 03/31/2026 (whole days, Mexico City time)',
    );
    expect(runs).toContain('Page 1');
    const at = runs.indexOf('Cliente B Estrella Núñez');
    expect(runs.slice(at - 1, at + 8)).toEqual([
      '1',
      'Cliente B Estrella Núñez',
      'estrella.b@example.mx',
      '33 1111 2222',
      'Zapopan',
      '3',
      '135',
      '0',
      '$2,940.00',
    ]);
  });
});
