import { givenNames, surnames } from '../src/db/seed/catalog';
import { insertInBatches } from '../src/db/seed/batches';
import type { NewUser } from '../src/db/tables';
import { userSearchText } from '../src/domain/search-texts';
import { EXPORTS_PER_PROCESS, processExports } from '../src/exports/export-runs';
import { createTestApp, type TestApp } from './helper';
import { pdfPageCount } from './pdf-text';

// Exports cannot stall the process: PDFs are drawn off the event loop (how long /api/health waits
// meanwhile is a figure of `npm run bench`), a user runs a few exports at a time (counted in the
// database, so on every process together), a process a few more, and the list of every user comes
// a page at a time.

jest.setTimeout(60_000);

const USERS = 1_200;

let t: TestApp;
let admin: string;
let employee: string;
let secondEmployee: string;
let secondEmployeeId: number;
let employeeId: number;

async function signIn(email: string, password: string): Promise<string> {
  const response = await t.call({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ token: string }>().token;
}

beforeAll(async () => {
  t = await createTestApp();
  [admin, employee] = await Promise.all([t.login('admin'), t.login('employee')]);
  const now = Date.now();
  const rows: NewUser[] = Array.from({ length: USERS }, (_, index) => {
    const fields = {
      name: givenNames[index % givenNames.length] ?? 'José',
      last_name: `${surnames[index % surnames.length] ?? 'García'} ${surnames[(index * 7) % surnames.length] ?? 'López'}`,
      email: `bulk${String(index)}@example.mx`,
      phone: `33${String(10000000 + index)}`,
      number: null,
      username: null,
    };
    const at = new Date(now - index * 60_000).toISOString();
    return {
      ...fields,
      password_hash: '',
      address: null,
      type_user: 'usuario',
      zone_id: 1 + (index % 2),
      tokens_valid_after: null,
      search_text: userSearchText(fields),
      created_at: at,
      updated_at: at,
      deleted_at: null,
    };
  });
  await insertInBatches(t.database.db, 'users', rows);
  const created = await t.call({
    method: 'POST',
    url: '/api/users',
    token: admin,
    payload: {
      name: 'Segunda',
      last_name: 'Empleada',
      email: 'segunda.empleada@example.mx',
      password: 'Secreto123!',
    },
  });
  expect(created.statusCode).toBe(201);
  secondEmployeeId = created.json<{ id: number }>().id;
  await t.database.db
    .updateTable('users')
    .set({ type_user: 'empleado' })
    .where('id', '=', secondEmployeeId)
    .execute();
  secondEmployee = await signIn('segunda.empleada@example.mx', 'Secreto123!');
  employeeId = (
    await t.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'empleado@gaslp.mx')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => t.close());

const exportPdf = (token: string) =>
  t.call({ method: 'GET', url: '/api/users/list/pdf/all', token });

describe('exports at once', () => {
  // how long /api/health waits meanwhile is a figure of `npm run bench` (users at scale)
  it('draws 6 PDF exports at once, each whole', async () => {
    const files = await Promise.all(
      [admin, admin, employee, employee, secondEmployee, secondEmployee].map(exportPdf),
    );
    for (const file of files) {
      expect(file.statusCode).toBe(200);
      expect(file.raw.subarray(-6).toString('latin1')).toMatch(/%%EOF\s*$/);
      expect(pdfPageCount(file.raw)).toBeGreaterThan(USERS / 45);
    }
  });
});

describe('export caps', () => {
  it('refuses a user a third export at once, counting those on other processes', async () => {
    const now = Date.now();
    // two exports of the employee running on another process (their rows in the database)
    await t.database.db
      .insertInto('export_runs')
      .values(
        ['other-1', 'other-2'].map((id) => ({
          id,
          user_id: employeeId,
          list: '/api/users/list/pdf/:filter',
          format: 'pdf' as const,
          rows_total: null,
          started_at: new Date(now).toISOString(),
          lease_until: new Date(now + 60_000).toISOString(),
        })),
      )
      .execute();
    const refused = await exportPdf(employee);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.json<{ message: string }>().message).toMatch(/exportaciones/);
    // another user is not held up
    expect((await exportPdf(admin)).statusCode).toBe(200);
    // the other process died: once their leases pass, its rows no longer count
    t.advanceClock(61_000);
    expect((await exportPdf(employee)).statusCode).toBe(200);
  });

  it(`refuses exports past ${String(EXPORTS_PER_PROCESS)} at once in one process`, async () => {
    let taken = 0;
    while (processExports.tryTake()) taken += 1;
    try {
      const refused = await t.call({
        method: 'GET',
        url: '/api/users/list/excel/all',
        token: admin,
      });
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe('5');
    } finally {
      for (; taken > 0; taken -= 1) processExports.give();
    }
    expect((await exportPdf(admin)).statusCode).toBe(200);
  });
});

describe('every user, a page at a time', () => {
  it('answers /api/users/all in pages of at most 1,000 users', async () => {
    const first = await t.call({ method: 'GET', url: '/api/users/all', token: employee });
    expect(first.statusCode).toBe(200);
    const page = first.json<{ data: { id: number }[]; total: number; last_page: number }>();
    expect(page.data).toHaveLength(1_000);
    expect(page.total).toBeGreaterThan(USERS);
    expect(page.last_page).toBe(Math.ceil(page.total / 1_000));
    const last = await t.call({
      method: 'GET',
      url: `/api/users/all?page=${String(page.last_page)}`,
      token: employee,
    });
    expect(last.json<{ data: unknown[] }>().data).toHaveLength(
      page.total - (page.last_page - 1) * 1_000,
    );
    const customers = await t.call({
      method: 'GET',
      url: '/api/users/all/usuario?size=10&page=2',
      token: employee,
    });
    expect(customers.json<{ data: unknown[]; per_page: number }>()).toMatchObject({
      per_page: 10,
    });
    expect(customers.json<{ data: unknown[] }>().data).toHaveLength(10);
    const tooBig = await t.call({ method: 'GET', url: '/api/users/all?size=1001', token: admin });
    expect(tooBig.statusCode).toBe(400);
  });
});
