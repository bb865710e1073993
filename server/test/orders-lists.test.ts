import { createTestApp, demoAccounts, type TestApp } from './helper';
import type { OrderStatusValue } from '../src/db/tables';
import { orderViewsByIds } from '../src/resources/orders/repository';
import { orderListBatches } from '../src/resources/orders/list-repository';
import { readWorkbook } from './xlsx-rows';

// The order lists and their exports over real HTTP, against an oracle: every answer is compared
// with the rows of the orders table filtered and sorted here in plain code.

let t: TestApp;
let employee: string;
let admin: string;
let clockOffset = 0;
let zoneId = 0;
let employeeId = 0;
let adminId = 0;

interface OrderBody {
  id: number;
  folio: string;
  customer_name: string;
  status: string;
  created_at: string;
  deleted_at: string | null;
}
interface PageBody {
  data: OrderBody[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
}
interface StoredOrder {
  id: number;
  folio: string;
  status: string;
  deleted_at: string | null;
  created_at: string;
  customer_name: string;
  customer_phone: string;
  total_cents: number;
  employee_id: number | null;
}

/** Moves the app clock to an instant (the test's own requests then carry that time). */
function setNow(iso: string): void {
  const delta = Date.parse(iso) - (Date.now() + clockOffset);
  t.advanceClock(delta);
  clockOffset += delta;
}

const people = [
  ['Adriana Núñez Peña', '33 1111 2201'],
  ['Bruno Ángel Díaz', '(33) 1111-2202'],
  ['Carmen Sofía Ibáñez', '33 1111 2203'],
  ['Damián Ortega Ruiz', '81 2222 3304'],
  ['Elena Martínez Ávila', '81 2222 3305'],
  ['Fabián Muñoz Téllez', '55 3333 4406'],
  ['Gabriela Ramírez Solís', '55 3333 4407'],
  ['Hugo Pérez Carrión', '33 4444 5508'],
  ['Inés Peñaloza Cruz', '33 4444 5509'],
  ['Jorge Luis Méndez', '81 5555 6610'],
] as const;

const statusPlan = ['new', 'in_process', 'completed', 'cancelled', 'completed', 'in_process'];

/** Local (UTC-6) time of day 2025-03-dd hh:mm as an ISO instant. */
const localAt = (day: number, hour: number, minute: number): string =>
  new Date(Date.UTC(2025, 2, day, hour + 6, minute)).toISOString();

async function createAt(
  at: string,
  fields: {
    name: string;
    phone: string;
    status: string;
    deleted: boolean;
    employee: number | null;
  },
  index: number,
): Promise<number> {
  setNow(at);
  const response = await t.call({
    method: 'POST',
    url: '/api/orders',
    token: employee,
    payload: {
      customer_name: fields.name,
      customer_phone: fields.phone,
      address: 'Calle Hidalgo 45, Centro',
      zone_id: zoneId,
      product: index % 2 === 0 ? 'cylinder_20kg' : 'cylinder_30kg',
      quantity: 1 + (index % 4),
      unit_price: 400 + ((index * 37) % 90),
      payment_method: 'cash',
      employee_id: fields.employee,
    },
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  const { id } = response.json<{ id: number }>();
  const steps: Record<string, [string, string | undefined][]> = {
    new: [],
    in_process: [['in_process', undefined]],
    completed: [
      ['in_process', undefined],
      ['completed', undefined],
    ],
    cancelled: [['cancelled', 'El cliente canceló por teléfono']],
  };
  for (const [status, reason] of steps[fields.status] ?? [])
    await t.call({
      method: 'POST',
      url: `/api/orders/${String(id)}/status`,
      token: employee,
      payload: { status, reason },
    });
  if (fields.deleted)
    await t.call({ method: 'DELETE', url: `/api/orders/${String(id)}`, token: admin });
  return id;
}

const boundary: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  [employee, admin] = await Promise.all([t.login('employee'), t.login('admin')]);
  const idOf = async (email: string) =>
    (
      await t.database.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).id;
  employeeId = await idOf(demoAccounts.employee.email);
  adminId = await idOf(demoAccounts.admin.email);
  zoneId = (await t.database.db.selectFrom('zones').select('id').executeTakeFirstOrThrow()).id;
  // 36 orders over 2025-03-03..12, created out of time order (ids do not follow created_at)
  for (let index = 0; index < 36; index += 1) {
    const [name, phone] = people[index % people.length] ?? people[0];
    await createAt(
      localAt(3 + ((index * 7) % 10), (index * 5) % 24, (index * 13) % 60),
      {
        name,
        phone,
        status: statusPlan[index % statusPlan.length] ?? 'new',
        deleted: index % 7 === 3,
        employee: index % 3 === 0 ? employeeId : index % 3 === 1 ? adminId : null,
      },
      index,
    );
  }
  const edges = {
    lastMinuteOfTo: localAt(9, 23, 30),
    firstMinuteAfterTo: localAt(10, 0, 10),
    firstMinuteOfFrom: localAt(8, 0, 0),
    lastMinuteBeforeFrom: localAt(7, 23, 59),
  };
  for (const [label, at] of Object.entries(edges))
    boundary[label] = await createAt(
      at,
      {
        name: `Zacarías Frontera ${label}`,
        phone: '99 9999 0000',
        status: 'new',
        deleted: false,
        employee: null,
      },
      0,
    );
  setNow(new Date(Date.now()).toISOString());
});
afterAll(() => t.close());

const list = (url: string, query: Record<string, string | undefined> = {}) => {
  const search = new URLSearchParams(
    Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined),
  ).toString();
  return t.call({ method: 'GET', url: search === '' ? url : `${url}?${search}`, token: employee });
};

// ------------------------------------------------------------------ the oracle

interface Filter {
  list: 'active' | 'finished';
  search?: string;
  from?: string;
  to?: string;
  status?: OrderStatusValue;
  trashed?: 'without' | 'only' | 'with';
  sort?: 'customer_name' | 'total' | 'created_at' | 'status' | 'folio';
  order?: 'asc' | 'desc';
}

/** Read as spaces in a search. */
// eslint-disable-next-line no-control-regex -- control characters are what is matched
const controlCharacters = /[\u0000-\u001f\u007f]/g;

const normalise = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

async function storedOrders(): Promise<(StoredOrder & { search: string })[]> {
  const rows = await t.database.db
    .selectFrom('orders')
    .leftJoin('users', 'users.id', 'orders.employee_id')
    .select([
      'orders.id',
      'orders.folio',
      'orders.status',
      'orders.deleted_at',
      'orders.created_at',
      'orders.customer_name',
      'orders.customer_phone',
      'orders.total_cents',
      'orders.employee_id',
      'users.name',
      'users.last_name',
    ])
    .execute();
  return rows.map((row) => ({
    ...row,

    search: normalise(
      [
        row.folio,
        row.customer_name,
        row.customer_phone.replace(/\D/g, ''),
        row.name === null ? '' : `${row.name} ${row.last_name ?? ''}`,
      ].join(' '),
    ),
  }));
}

/** Start of a local (UTC-6) day as an ISO instant. */
const dayStart = (day: string) => new Date(Date.parse(`${day}T06:00:00.000Z`)).toISOString();
const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString().slice(0, 10);

function expected(rows: Awaited<ReturnType<typeof storedOrders>>, filter: Filter): number[] {
  const statuses = filter.list === 'active' ? ['new', 'in_process'] : ['completed', 'cancelled'];
  const trashed = filter.trashed ?? 'without';
  const phoneLike =
    filter.search !== undefined && /^[\d\s().+-]+$/.test(filter.search) && /\d/.test(filter.search);
  const needle =
    filter.search === undefined
      ? ''
      : phoneLike
        ? filter.search.replace(/\D/g, '')
        : normalise(filter.search.replace(controlCharacters, ' '));
  const kept = rows.filter(
    (row) =>
      statuses.includes(row.status) &&
      (filter.status === undefined || row.status === filter.status) &&
      (trashed === 'with' || (trashed === 'only') === (row.deleted_at !== null)) &&
      (filter.from === undefined || row.created_at >= dayStart(filter.from)) &&
      (filter.to === undefined || row.created_at < dayStart(nextDay(filter.to))) &&
      row.search.includes(needle),
  );
  const direction =
    (filter.order ?? (filter.sort === undefined ? 'desc' : 'asc')) === 'asc' ? 1 : -1;
  const key = (row: StoredOrder): string | number => {
    switch (filter.sort) {
      case 'customer_name':
        return row.customer_name;
      case 'total':
        return row.total_cents;
      case 'created_at':
        return row.created_at;
      case 'status':
        return row.status;
      case 'folio':
      case undefined:
        return row.id;
    }
  };
  return kept
    .sort((a, b) => {
      const [x, y] = [key(a), key(b)];
      if (x !== y) return (x < y ? -1 : 1) * direction;
      return (a.id - b.id) * direction;
    })
    .map((row) => row.id);
}

function urlOf(filter: Filter, page: number, size: number): string {
  if (filter.list === 'finished')
    return `/api/orders/finished/list/${String(page)}/${String(size)}/${encodeURIComponent(filter.search ?? 'all')}`;
  const base = `/api/orders/paginated/${String(page)}/${String(size)}`;
  return filter.search === undefined ? base : `${base}/${encodeURIComponent(filter.search)}`;
}

/** Every page of a list, checked page by page; answers the ids in order. */
async function allPages(filter: Filter, size: number): Promise<{ ids: number[]; total: number }> {
  const query = {
    from: filter.from,
    to: filter.to,
    status: filter.status,
    trashed: filter.trashed,
    sort: filter.sort,
    order: filter.order,
  };
  const ids: number[] = [];
  let total: number;
  for (let page = 1; ; page += 1) {
    const response = await list(urlOf(filter, page, size), query);
    if (response.statusCode !== 200) throw new Error(`${JSON.stringify(filter)}: ${response.body}`);
    const body = response.json<PageBody>();
    total = body.total;
    expect(body).toMatchObject({
      current_page: page,
      per_page: size,
      last_page: Math.max(1, Math.ceil(body.total / size)),
    });
    ids.push(...body.data.map((order) => order.id));
    if (page >= body.last_page) break;
  }
  return { ids, total };
}

describe('the lists against the oracle', () => {
  const filters: Filter[] = [];
  for (const listName of ['active', 'finished'] as const)
    for (const search of [
      undefined,
      'pEnA',
      'rez',
      'glp-0000',
      '1111-22',
      'ma',
      '5',
      'juan carlos',
    ])
      for (const range of [{}, { from: '2025-03-05', to: '2025-03-09' }, { to: '2025-03-06' }])
        filters.push({ list: listName, search, ...range });
  filters.push(
    { list: 'active', trashed: 'only' },
    { list: 'active', trashed: 'with', search: 'ruiz' },
    { list: 'finished', trashed: 'only', search: 'glp' },
    { list: 'finished', trashed: 'with', from: '2025-03-06' },
    { list: 'finished', status: 'cancelled' },
    { list: 'finished', status: 'completed', search: 'ez', from: '2025-03-04', to: '2025-03-10' },
    { list: 'finished', status: 'completed', search: 'perez hern' },
    { list: 'active', status: 'in_process', trashed: 'with' },
    { list: 'active', status: 'completed' },
    { list: 'active', sort: 'customer_name' },
    { list: 'finished', sort: 'total', order: 'desc' },
    { list: 'finished', sort: 'total', order: 'asc', search: 'rez' },
    { list: 'finished', sort: 'created_at', from: '2025-03-05', to: '2025-03-08' },
    { list: 'active', sort: 'status', order: 'desc', search: 'a' },
    { list: 'active', sort: 'folio', order: 'asc', search: 'martinez' },
    { list: 'finished', order: 'asc', search: 'ELENA' },
    { list: 'finished', sort: 'customer_name', order: 'desc', to: '2025-03-07', trashed: 'with' },
  );

  it.each(filters)('%j', async (filter) => {
    const rows = await storedOrders();
    const want = expected(rows, filter);
    const got = await allPages(filter, 4);
    expect(got.ids).toEqual(want);
    expect(got.total).toBe(want.length);
  });

  it('reads odd search texts literally, never answering 5xx', async () => {
    const rows = await storedOrders();
    for (const search of [
      '"o\'brien"',
      '100%',
      'a_b',
      '\\',
      'x\u0000y',
      '😀 peña',
      'ñ',
      ' - ',
      'a'.repeat(100),
    ])
      for (const listName of ['active', 'finished'] as const) {
        const response = await list(urlOf({ list: listName, search }, 1, 50));
        expect([search, response.statusCode]).toEqual([search, 200]);
        expect(response.json<PageBody>().total).toBe(
          expected(rows, { list: listName, search }).length,
        );
      }
  });

  it('finds something for each of the four searched fields, ignoring case and accents', async () => {
    const searches = {
      folio: 'GLP-0000',
      customer: 'NUNEZ PE',
      phone: '(33) 1111',
      employee: 'pérez HERNÁN',
    };
    const rows = await storedOrders();
    for (const [field, search] of Object.entries(searches)) {
      const active = expected(rows, { list: 'active', search });
      const finished = expected(rows, { list: 'finished', search });
      expect([field, active.length + finished.length > 0]).toEqual([field, true]);
      expect((await allPages({ list: 'active', search }, 50)).ids).toEqual(active);
      expect((await allPages({ list: 'finished', search }, 50)).ids).toEqual(finished);
    }
    const byEmployee = await allPages({ list: 'finished', search: 'juan carlos perez' }, 50);
    expect(byEmployee.ids.length).toBeGreaterThan(0);
    for (const id of byEmployee.ids)
      expect(rows.find((row) => row.id === id)?.employee_id).toBe(employeeId);
  });
});

describe('an employee renamed', () => {
  it('is found by the new name in the order lists as soon as the rename is saved', async () => {
    const before = await allPages({ list: 'finished', search: 'juan carlos perez' }, 50);
    expect(before.total).toBeGreaterThan(0);
    const current = await t.call({
      method: 'GET',
      url: `/api/users/${String(employeeId)}`,
      token: admin,
    });
    const user = current.json<{
      number: string | null;
      email: string;
      phone: string | null;
      type_user: string;
      zone_id: number | null;
    }>();
    const renamed = await t.call({
      method: 'PUT',
      url: `/api/users/${String(employeeId)}`,
      token: admin,
      payload: {
        number: user.number,
        name: 'Juan Carlos',
        last_name: 'Pérez Hernández Ibarra',
        email: user.email,
        phone: user.phone,
        type_user: user.type_user,
        zone_id: user.zone_id,
      },
    });
    expect(renamed.statusCode).toBe(200);
    const after = await allPages({ list: 'finished', search: 'hernandez ibarra' }, 50);
    expect(after.ids).toEqual(before.ids);
  });
});

describe('date ranges are inclusive business days (America/Mexico_City)', () => {
  it('keeps 00:00 of from and 23:30 of to, and leaves out 23:59 before and 00:10 after', async () => {
    const page = await list('/api/orders/paginated/1/50/frontera', {
      from: '2025-03-08',
      to: '2025-03-09',
    });
    expect(
      page
        .json<PageBody>()
        .data.map((order) => order.id)
        .sort(),
    ).toEqual([boundary.firstMinuteOfFrom, boundary.lastMinuteOfTo].sort());
    const oneDay = await list('/api/orders/paginated/1/50', {
      from: '2025-03-09',
      to: '2025-03-09',
    });
    const ids = oneDay.json<PageBody>().data.map((order) => order.id);
    expect(ids).toContain(boundary.lastMinuteOfTo);
    expect(ids).not.toContain(boundary.firstMinuteAfterTo);
    const next = await list('/api/orders/paginated/1/50', { from: '2025-03-10' });
    expect(next.json<PageBody>().data.map((order) => order.id)).toContain(
      boundary.firstMinuteAfterTo,
    );
  });

  it('refuses a reversed range and unknown sorts with 400', async () => {
    const reversed = await list('/api/orders/paginated/1/10', {
      from: '2025-03-09',
      to: '2025-03-08',
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json<{ errors: object }>().errors).toHaveProperty('to');
    expect((await list('/api/orders/paginated/1/10', { from: '2025-02-30' })).statusCode).toBe(400);
    const sort = await list('/api/orders/finished/list/1/10/all', { sort: 'notes' });
    expect(sort.statusCode).toBe(400);
    expect(sort.json<{ errors: object }>().errors).toHaveProperty('sort');
  });
});

describe('pagination', () => {
  it('answers the Laravel envelope; a page past the end is empty', async () => {
    const first = (await list('/api/orders/finished/list/1/5/-')).json<PageBody>();
    expect(Object.keys(first).sort()).toEqual([
      'current_page',
      'data',
      'last_page',
      'per_page',
      'total',
    ]);
    expect(first.data).toHaveLength(5);
    const past = (
      await list(`/api/orders/finished/list/${String(first.last_page + 1)}/5/all`)
    ).json<PageBody>();
    expect(past).toMatchObject({ data: [], total: first.total, last_page: first.last_page });
    const none = (await list('/api/orders/paginated/1/10/sin-coincidencias-xyz')).json<PageBody>();
    expect(none).toEqual({ data: [], current_page: 1, per_page: 10, total: 0, last_page: 1 });
    expect((await list('/api/orders/paginated/0/10')).statusCode).toBe(400);
    expect((await list('/api/orders/paginated/1/101')).statusCode).toBe(400);
  });
});

describe('exports hold the rows of the matching list', () => {
  const cases: { list: 'active' | 'finished'; segment: string; query: Record<string, string> }[] = [
    { list: 'active', segment: 'all', query: {} },
    { list: 'active', segment: 'rez', query: { from: '2025-03-04', to: '2025-03-09' } },
    { list: 'finished', segment: '-', query: {} },
    { list: 'finished', segment: 'PEÑA', query: { status: 'completed' } },
    { list: 'finished', segment: 'all', query: { from: '2025-03-06', to: '2025-03-06' } },
  ];

  it.each(cases)('$list $segment $query', async ({ list: listName, segment, query }) => {
    const filter: Filter = {
      list: listName,
      search: segment === 'all' || segment === '-' ? undefined : segment,
      ...query,
    };
    const { ids } = await allPages(filter, 7);
    const rows = await storedOrders();
    const folios = ids.map((id) => rows.find((row) => row.id === id)?.folio);
    const prefix = listName === 'active' ? '/api/orders/list' : '/api/orders/finished';
    const params = new URLSearchParams(query).toString();
    const suffix = `${encodeURIComponent(segment)}${params === '' ? '' : `?${params}`}`;
    const excel = await t.call({
      method: 'GET',
      url: `${prefix}/excel/${suffix}`,
      token: employee,
    });
    expect(excel.statusCode).toBe(200);
    expect(excel.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(excel.headers['content-disposition']).toMatch(/^attachment; filename=pedidos-.+\.xlsx$/);
    const workbook = await readWorkbook(excel.raw);
    expect(workbook.headers.slice(0, 3)).toEqual(['Folio', 'Fecha', 'Cliente']);
    const exported = workbook.rows.map((row) => row[0]);
    expect(folios.length).toBeGreaterThan(0);
    // the Cancelados export (the finished orders report) ends with its totals line
    if (listName === 'finished') expect(exported.pop()).toBe('Total');
    expect(exported).toEqual(folios);
    const pdf = await t.call({ method: 'GET', url: `${prefix}/pdf/${suffix}`, token: employee });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.raw.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('reads a whole list in keyset batches in the order of its pages', async () => {
    const batchFilters: Filter[] = [
      { list: 'finished' },
      { list: 'active', search: 'rez' },
      { list: 'finished', search: 'glp-0000', from: '2025-03-04', to: '2025-03-10' },
      { list: 'finished', search: 'ma', status: 'completed' },
    ];
    for (const filter of batchFilters) {
      const { ids } = await allPages(filter, 10);
      const batches: number[][] = [];
      const { db, dialect } = t.database;
      const read = (ids: readonly number[]) => orderViewsByIds(db, ids);
      for await (const batch of orderListBatches(db, dialect, filter, read, 3))
        batches.push(batch.map((order) => order.id));
      expect(batches.flat()).toEqual(ids);
      expect(batches.every((batch) => batch.length <= 3)).toBe(true);
    }
  });

  it('answers a reversed range as a JSON 400 before any file is sent', async () => {
    const response = await t.call({
      method: 'GET',
      url: '/api/orders/list/excel/all?from=2025-03-09&to=2025-03-01',
      token: employee,
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });
});
