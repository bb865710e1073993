import type { OrderStatusValue, ProductValue } from '../src/db/tables';
import { createTestApp, demoAccounts, type TestApp } from './helper';
import { pdfPages } from './pdf-text';
import { readWorkbook } from './xlsx-rows';

// The finished orders report (point 2): the Cancelados list narrowed by zone, product, employee
// and days, its totals over the whole filtered set, and its exports with a totals line.

let t: TestApp;
let employee: string;
let admin: string;
let customer: string;
let clockOffset = 0;
let E = 0; // the demo employee
let A = 0; // the demo administrator
let zoneNames: Record<number, string> = {};

/** Moves the app clock to an instant (the test's own requests then carry that time). */
function setNow(iso: string): void {
  const delta = Date.parse(iso) - (Date.now() + clockOffset);
  t.advanceClock(delta);
  clockOffset += delta;
}

/** Local (UTC-6) time 2026-03-dd hh:mm as an ISO instant. */
const localAt = (day: number, hour: number, minute = 0): string =>
  new Date(Date.UTC(2026, 2, day, hour + 6, minute)).toISOString();

interface Planned {
  key: number;
  day: number;
  hour: number;
  minute?: number;
  zone: 1 | 2;
  product: ProductValue;
  quantity: number;
  price: number;
  employee: 'E' | 'A';
  status: OrderStatusValue;
  deleted?: boolean;
  name: string;
}

// numbered as in the hand-computed totals below
const plan: Planned[] = [
  {
    key: 1,
    day: 3,
    hour: 10,
    zone: 1,
    product: 'cylinder_20kg',
    quantity: 2,
    price: 400,
    employee: 'E',
    status: 'completed',
    name: 'Adriana Núñez Peña',
  },
  {
    key: 2,
    day: 3,
    hour: 12,
    zone: 1,
    product: 'stationary_litre',
    quantity: 150,
    price: 11.5,
    employee: 'E',
    status: 'completed',
    name: 'Bruno Ángel Díaz',
  },
  {
    key: 3,
    day: 4,
    hour: 9,
    zone: 2,
    product: 'cylinder_30kg',
    quantity: 1,
    price: 600,
    employee: 'A',
    status: 'completed',
    name: 'Carmen Sofía Ibáñez',
  },
  {
    key: 4,
    day: 4,
    hour: 18,
    zone: 1,
    product: 'cylinder_10kg',
    quantity: 3,
    price: 220,
    employee: 'A',
    status: 'cancelled',
    name: 'Damián Ortega Ruiz',
  },
  {
    key: 5,
    day: 5,
    hour: 8,
    zone: 2,
    product: 'stationary_litre',
    quantity: 200,
    price: 12,
    employee: 'E',
    status: 'completed',
    name: 'Elena Martínez Ávila',
  },
  {
    key: 6,
    day: 5,
    hour: 23,
    minute: 30,
    zone: 1,
    product: 'cylinder_45kg',
    quantity: 1,
    price: 900,
    employee: 'E',
    status: 'completed',
    name: 'Fabián Muñoz Téllez',
  },
  {
    key: 7,
    day: 6,
    hour: 0,
    minute: 10,
    zone: 2,
    product: 'cylinder_20kg',
    quantity: 1,
    price: 410,
    employee: 'A',
    status: 'completed',
    name: 'Gabriela Ramírez Solís',
  },
  {
    key: 8,
    day: 6,
    hour: 11,
    zone: 1,
    product: 'cylinder_20kg',
    quantity: 1,
    price: 400,
    employee: 'E',
    status: 'completed',
    deleted: true,
    name: 'Hugo Pérez Carrión',
  },
  {
    key: 9,
    day: 7,
    hour: 10,
    zone: 1,
    product: 'cylinder_30kg',
    quantity: 2,
    price: 600,
    employee: 'E',
    status: 'new',
    name: 'Inés Peñaloza Cruz',
  },
  {
    key: 10,
    day: 7,
    hour: 12,
    zone: 2,
    product: 'cylinder_20kg',
    quantity: 2,
    price: 410,
    employee: 'A',
    status: 'in_process',
    name: 'Jorge Luis Méndez',
  },
  {
    key: 11,
    day: 8,
    hour: 10,
    zone: 1,
    product: 'cylinder_20kg',
    quantity: 1,
    price: 400,
    employee: 'A',
    status: 'completed',
    name: 'Adriana Núñez Peña',
  },
  {
    key: 12,
    day: 8,
    hour: 15,
    zone: 2,
    product: 'cylinder_10kg',
    quantity: 2,
    price: 230,
    employee: 'E',
    status: 'cancelled',
    name: 'Bruno Ángel Díaz',
  },
  {
    key: 13,
    day: 9,
    hour: 10,
    zone: 1,
    product: 'stationary_litre',
    quantity: 100,
    price: 11.5,
    employee: 'A',
    status: 'completed',
    name: 'Carmen Sofía Ibáñez',
  },
];

const idOfKey: Record<number, number> = {};
const folioOfKey: Record<number, string> = {};

async function createPlanned(order: Planned): Promise<void> {
  setNow(localAt(order.day, order.hour, order.minute ?? 0));
  const response = await t.call({
    method: 'POST',
    url: '/api/orders',
    token: employee,
    payload: {
      customer_name: order.name,
      customer_phone: `33 1111 ${String(2200 + order.key)}`,
      address: 'Calle Hidalgo 45, Centro',
      zone_id: order.zone,
      product: order.product,
      quantity: order.quantity,
      unit_price: order.price,
      payment_method: 'cash',
      employee_id: order.employee === 'E' ? E : A,
    },
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  const { id, folio } = response.json<{ id: number; folio: string }>();
  idOfKey[order.key] = id;
  folioOfKey[order.key] = folio;
  const steps: Record<OrderStatusValue, [OrderStatusValue, string | undefined][]> = {
    new: [],
    in_process: [['in_process', undefined]],
    completed: [
      ['in_process', undefined],
      ['completed', undefined],
    ],
    cancelled: [['cancelled', 'El cliente canceló']],
  };
  for (const [status, reason] of steps[order.status]) {
    const moved = await t.call({
      method: 'POST',
      url: `/api/orders/${String(id)}/status`,
      token: employee,
      payload: { status, reason },
    });
    if (moved.statusCode !== 200) throw new Error(moved.body);
  }
  if (order.deleted === true)
    await t.call({ method: 'DELETE', url: `/api/orders/${String(id)}`, token: admin });
}

beforeAll(async () => {
  t = await createTestApp();
  [employee, admin, customer] = await Promise.all([
    t.login('employee'),
    t.login('admin'),
    t.login('customer'),
  ]);
  const idOf = async (email: string) =>
    (
      await t.database.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).id;
  E = await idOf(demoAccounts.employee.email);
  A = await idOf(demoAccounts.admin.email);
  const zones = await t.database.db.selectFrom('zones').select(['id', 'name']).execute();
  zoneNames = Object.fromEntries(zones.map((zone) => [zone.id, zone.name]));
  expect(Object.keys(zoneNames).map(Number).sort()).toEqual([1, 2]);
  for (const order of plan) await createPlanned(order);
  setNow(new Date(Date.now()).toISOString());
}, 60_000);
afterAll(() => t.close());

interface Totals {
  orders: number;
  completed: number;
  cancelled: number;
  kg: number;
  litres: number;
  amount: number;
}
interface PageBody {
  data: { id: number; folio: string }[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
}

type Query = Record<string, string | number | undefined>;

const queryString = (query: Query): string => {
  const text = new URLSearchParams(
    Object.entries(query)
      .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
      .map(([key, value]) => [key, String(value)]),
  ).toString();
  return text === '' ? '' : `?${text}`;
};

const get = (url: string, token = employee) => t.call({ method: 'GET', url, token });

async function totalsOf(filter: string, query: Query = {}): Promise<Totals> {
  const response = await get(
    `/api/orders/finished/totals/${encodeURIComponent(filter)}${queryString(query)}`,
  );
  expect([filter, query, response.statusCode]).toEqual([filter, query, 200]);
  return response.json<Totals>();
}

/** Every page of the list, checked page by page; the ids in order. */
async function listIds(filter: string, query: Query = {}, size = 4): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page += 1) {
    const response = await get(
      `/api/orders/finished/list/${String(page)}/${String(size)}/${encodeURIComponent(filter)}${queryString(query)}`,
    );
    expect([filter, query, response.statusCode]).toEqual([filter, query, 200]);
    const body = response.json<PageBody>();
    expect(Object.keys(body).sort()).toEqual([
      'current_page',
      'data',
      'last_page',
      'per_page',
      'total',
    ]);
    expect(body).toMatchObject({
      current_page: page,
      per_page: size,
      last_page: Math.max(1, Math.ceil(body.total / size)),
    });
    ids.push(...body.data.map((order) => order.id));
    if (page >= body.last_page) {
      expect(ids).toHaveLength(body.total);
      return ids;
    }
  }
}

const idsOf = (...keys: number[]) => keys.map((key) => idOfKey[key]);
const newestFirst = (...keys: number[]) => idsOf(...keys).sort((a = 0, b = 0) => b - a);

describe('the totals, hand-computed', () => {
  // live finished orders: 1, 2, 3, 4 (cancelled), 5, 6, 7, 11, 12 (cancelled), 13; 8 is deleted
  const cases: [string, string, Query, number[], Totals][] = [
    [
      'everything',
      'all',
      {},
      [1, 2, 3, 4, 5, 6, 7, 11, 12, 13],
      // kg: 40 + 30 + 45 + 20 + 20; litres: 150 + 200 + 100
      // amount: 800 + 1725 + 600 + 2400 + 900 + 410 + 400 + 1150
      { orders: 10, completed: 8, cancelled: 2, kg: 155, litres: 450, amount: 8385 },
    ],
    [
      'zone 1',
      'all',
      { zone_id: 1 },
      [1, 2, 4, 6, 11, 13],
      { orders: 6, completed: 5, cancelled: 1, kg: 105, litres: 250, amount: 4975 },
    ],
    [
      '20 kg cylinders',
      '-',
      { product: 'cylinder_20kg' },
      [1, 7, 11],
      { orders: 3, completed: 3, cancelled: 0, kg: 80, litres: 0, amount: 1610 },
    ],
    [
      'the administrator as employee',
      'all',
      { employee_id: 'A' },
      [3, 4, 7, 11, 13],
      { orders: 5, completed: 4, cancelled: 1, kg: 70, litres: 100, amount: 2560 },
    ],
    [
      'one day, up to 23:30 local time',
      'all',
      { from: '2026-03-05', to: '2026-03-05' },
      [5, 6],
      { orders: 2, completed: 2, cancelled: 0, kg: 45, litres: 200, amount: 3300 },
    ],
    [
      'zone, employee and days',
      'all',
      { zone_id: 1, employee_id: 'E', from: '2026-03-03', to: '2026-03-06' },
      [1, 2, 6],
      { orders: 3, completed: 3, cancelled: 0, kg: 85, litres: 150, amount: 3425 },
    ],
    [
      'cancelled only',
      'all',
      { status: 'cancelled' },
      [4, 12],
      { orders: 2, completed: 0, cancelled: 2, kg: 0, litres: 0, amount: 0 },
    ],
    [
      'completed stationary tanks of zone 2',
      'all',
      { status: 'completed', zone_id: 2, product: 'stationary_litre' },
      [5],
      { orders: 1, completed: 1, cancelled: 0, kg: 0, litres: 200, amount: 2400 },
    ],
    [
      'the deleted ones',
      'all',
      { trashed: 'only' },
      [8],
      { orders: 1, completed: 1, cancelled: 0, kg: 20, litres: 0, amount: 400 },
    ],
    [
      'live and deleted of zone 1 and employee E',
      'all',
      { trashed: 'with', zone_id: 1, employee_id: 'E' },
      [1, 2, 6, 8],
      { orders: 4, completed: 4, cancelled: 0, kg: 105, litres: 150, amount: 3825 },
    ],
    [
      'a search, accents and case ignored',
      'NUNEZ',
      {},
      [1, 11],
      { orders: 2, completed: 2, cancelled: 0, kg: 60, litres: 0, amount: 1200 },
    ],
    [
      'a search in a zone',
      'díaz',
      { zone_id: 2 },
      [12],
      { orders: 1, completed: 0, cancelled: 1, kg: 0, litres: 0, amount: 0 },
    ],
    [
      'a short search with a product',
      'ez',
      { product: 'stationary_litre' },
      [2, 5, 13],
      { orders: 3, completed: 3, cancelled: 0, kg: 0, litres: 450, amount: 5275 },
    ],
    [
      'a search and days',
      'adriana',
      { from: '2026-03-04' },
      [11],
      { orders: 1, completed: 1, cancelled: 0, kg: 20, litres: 0, amount: 400 },
    ],
    [
      'nothing in a zone for that product',
      'all',
      { zone_id: 2, product: 'cylinder_45kg' },
      [],
      { orders: 0, completed: 0, cancelled: 0, kg: 0, litres: 0, amount: 0 },
    ],
    [
      'an unknown zone',
      'all',
      { zone_id: 424242 },
      [],
      { orders: 0, completed: 0, cancelled: 0, kg: 0, litres: 0, amount: 0 },
    ],
  ];

  const resolve = (query: Query): Query => ({
    ...query,
    employee_id: query.employee_id === 'E' ? E : query.employee_id === 'A' ? A : query.employee_id,
  });

  it.each(cases)('%s', async (_label, filter, rawQuery, keys, expected) => {
    const query = resolve(rawQuery);
    expect(await totalsOf(filter, query)).toEqual(expected);
    expect(await listIds(filter, query)).toEqual(newestFirst(...keys));
    // the list total is the totals' orders
    const first = await get(
      `/api/orders/finished/list/1/100/${encodeURIComponent(filter)}${queryString(query)}`,
    );
    expect(first.json<PageBody>().total).toBe(expected.orders);
  });

  it('keeps the filters with another sort', async () => {
    const response = await get(
      `/api/orders/finished/list/1/10/all${queryString({ zone_id: 1, sort: 'total', order: 'desc' })}`,
    );
    // totals: 2 1725, 13 1150, 6 900, 1 800, 4 660, 11 400
    expect(response.json<PageBody>().data.map((order) => order.id)).toEqual(
      idsOf(2, 13, 6, 1, 4, 11),
    );
  });
});

describe('the exports', () => {
  it('the Excel holds the rows of the list and a totals line', async () => {
    const query = { zone_id: 1 };
    const response = await get(`/api/orders/finished/excel/all${queryString(query)}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename=pedidos-terminados-\d{8}-\d{4}\.xlsx$/,
    );
    const workbook = await readWorkbook(response.raw);
    expect(workbook.preamble[1]).toBe(
      `Filtro: sin búsqueda · todas las fechas · todos los estados · zona ${zoneNames[1] ?? ''}`,
    );
    const column = (header: string) => {
      const index = workbook.headers.indexOf(header);
      expect([header, index >= 0]).toEqual([header, true]);
      return index;
    };
    const [folio, customerName, quantity, kg, litres, total, status] = [
      'Folio',
      'Cliente',
      'Cantidad',
      'Kg entregados',
      'Litros entregados',
      'Total',
      'Estado',
    ].map(column) as [number, number, number, number, number, number, number];
    expect(kg).toBe(quantity + 1);
    expect(litres).toBe(quantity + 2);
    const totalsLine = workbook.rows.pop() ?? [];
    // the keys were created in order: newest first is the keys backwards
    expect(workbook.rows.map((row) => row[folio])).toEqual(
      [13, 11, 6, 4, 2, 1].map((key) => folioOfKey[key]),
    );
    const rowOf = (key: number) =>
      workbook.rows.find((row) => row[folio] === folioOfKey[key]) ?? [];
    expect([rowOf(1)[kg], rowOf(1)[litres], rowOf(1)[total]]).toEqual([40, null, 800]);
    expect([rowOf(2)[kg], rowOf(2)[litres], rowOf(2)[total]]).toEqual([null, 150, 1725]);
    // a cancelled order delivered nothing
    expect([rowOf(4)[kg], rowOf(4)[status]]).toEqual([null, 'Cancelado']);
    expect(totalsLine[folio]).toBe('Total');
    expect(totalsLine[customerName]).toBe('6 pedidos (5 completados)');
    expect([totalsLine[kg], totalsLine[litres], totalsLine[total]]).toEqual([105, 250, 4975]);
  });

  it('the PDF prints the rows and the totals line; English on request', async () => {
    const query = { product: 'cylinder_20kg', employee_id: A };
    const response = await get(`/api/orders/finished/pdf/all${queryString(query)}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const runs = pdfPages(response.raw).flat();
    expect(runs).toContain(
      'Filtro: sin búsqueda · todas las fechas · todos los estados · producto Cilindro 20 kg · empleado Administrador General',
    );
    for (const key of [7, 11]) expect(runs).toContain(folioOfKey[key]);
    expect(runs).not.toContain(folioOfKey[1]);
    // the PDF keeps the report's columns: folio to employee, without contact or payment details
    // (narrow headers are cut to fit)
    expect(runs.slice(5, 17).map((run) => run.slice(0, 3))).toEqual([
      'Fol',
      'Fec',
      'Cli',
      'Zon',
      'Pro',
      'Can',
      'Kg ',
      'Lit',
      'Pre',
      'Tot',
      'Est',
      'Emp',
    ]);
    const totalsAt = runs.lastIndexOf('Total');
    expect(runs.slice(totalsAt)).toEqual([
      'Total',
      '2 pedidos (2 completados)',
      '40',
      '0',
      '$810.00',
    ]);
    const english = await t.call({
      method: 'GET',
      url: `/api/orders/finished/excel/adriana${queryString({ from: '2026-03-04' })}`,
      token: admin,
      headers: { 'accept-language': 'en' },
    });
    const workbook = await readWorkbook(english.raw);
    expect(workbook.rows).toHaveLength(2);
    expect(workbook.rows[1]?.[0]).toBe('Total');
    expect(workbook.rows[1]?.[2]).toBe('1 orders (1 completed)');
  });
});

describe('access and hostile input', () => {
  const urls = [
    '/api/orders/finished/totals/all',
    '/api/orders/finished/list/1/10/all?zone_id=1',
    '/api/orders/finished/excel/all?zone_id=1',
    '/api/orders/finished/pdf/all?employee_id=1',
  ];

  it('anonymous callers get 401, customers 403, staff 200', async () => {
    for (const url of urls) {
      expect([url, (await t.call({ method: 'GET', url })).statusCode]).toEqual([url, 401]);
      expect([url, (await get(url, customer)).statusCode]).toEqual([url, 403]);
      expect([url, (await get(url, admin)).statusCode]).toEqual([url, 200]);
    }
  });

  it('a status the report does not hold (in process) is an empty report, with any filters (fuzzing found a 500 on PostgreSQL)', async () => {
    const filters =
      'status=in_process&from=2000-01-01&zone_id=1&product=cylinder_20kg&employee_id=2';
    const list = await get(`/api/orders/finished/list/1/10/all?${filters}`);
    expect(list.statusCode).toBe(200);
    expect(list.json<{ total: number }>().total).toBe(0);
    for (const kind of ['excel', 'pdf', 'totals'])
      expect([kind, (await get(`/api/orders/finished/${kind}/all?${filters}`)).statusCode]).toEqual(
        [kind, 200],
      );
  });

  it('bad filters are 400 on the field; odd search texts never a 5xx', async () => {
    const bases = [
      '/api/orders/finished/totals/all',
      '/api/orders/finished/list/1/10/all',
      '/api/orders/finished/excel/all',
      '/api/orders/finished/pdf/all',
    ];
    const bad: [string, string][] = [
      ['zone_id', 'abc'],
      ['zone_id', '0'],
      ['zone_id', '1.5'],
      ['product', 'gas'],
      ['employee_id', '-1'],
      ['employee_id', '99999999999'],
      ['from', '2026-02-30'],
      ['to', '9999-12-31'],
    ];
    for (const base of bases) {
      for (const [field, value] of bad) {
        const url = `${base}?${field}=${value}`;
        const response = await get(url);
        expect([url, response.statusCode]).toEqual([url, 400]);
        expect([url, Object.keys(response.json<{ errors: object }>().errors)]).toEqual([
          url,
          [field],
        ]);
      }
      const reversed = await get(`${base}?from=2026-03-09&to=2026-03-01`);
      expect(reversed.statusCode).toBe(400);
      expect(reversed.json<{ errors: object }>().errors).toHaveProperty('to');
    }
    // a control character in the search is a space in the file's filter line (the workbook stays valid)
    const odd = await get('/api/orders/finished/excel/%07nunez%1F');
    expect((await readWorkbook(odd.raw)).preamble[1]).toBe(
      'Filtro: búsqueda «nunez» · todas las fechas · todos los estados',
    );
    for (const text of [
      '%00',
      '%07%07',
      '%1F',
      'x%7Fy',
      '%22',
      'NEAR(',
      '*',
      '%C2%85',
      '%25',
      '_',
    ]) {
      for (const url of [
        `/api/orders/finished/totals/${text}?zone_id=1`,
        `/api/orders/finished/list/1/10/${text}?product=cylinder_20kg`,
        `/api/orders/finished/excel/${text}?employee_id=1`,
      ]) {
        const response = await get(url);
        expect([url, response.statusCode < 500]).toEqual([url, true]);
      }
    }
  });
});
