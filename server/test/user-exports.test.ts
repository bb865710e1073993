import type { CellValue } from 'exceljs';
import { givenNames, surnames } from '../src/db/seed/catalog';
import { insertInBatches } from '../src/db/seed/batches';
import { retiredThreadsExited } from '../src/exports/pdf';
import type { NewUser } from '../src/db/tables';
import { userSearchText } from '../src/domain/search-texts';
import { businessFileStamp, businessWallClockDate } from '../src/lib/business-time';
import { createTestApp, type CallResult, type TestApp } from './helper';
import { pdfPageCount, pdfPages } from './pdf-text';
import { readWorkbook } from './xlsx-rows';

// whole exports of a thousand rows and more, on a shared machine
jest.setTimeout(30_000);

// More users than one read batch (500), so the exports cross batch boundaries.
const BULK_USERS = 1_150;

let t: TestApp;
let admin: string;
let employee: string;
let customer: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, employee, customer] = await Promise.all([
    t.login('admin'),
    t.login('employee'),
    t.login('customer'),
  ]);
  const now = Date.now();
  const rows: NewUser[] = Array.from({ length: BULK_USERS }, (_, index) => {
    const fields = {
      name: givenNames[index % givenNames.length] ?? 'José',
      last_name: `${surnames[index % surnames.length] ?? 'García'} ${surnames[(index * 7) % surnames.length] ?? 'López'}`,
      email: `u${String(index)}@example.mx`,
      phone: index % 4 === 0 ? null : `33${String(10000000 + index)}`,
      number: index % 10 === 0 ? String(30000 + index) : null,
      username: null,
    };
    const createdAt = new Date(now - index * 3_600_000).toISOString();
    return {
      ...fields,
      password_hash: '',
      address: null,
      type_user: index % 25 === 0 ? 'empleado' : 'usuario',
      zone_id: index % 3 === 0 ? null : 1 + (index % 2),
      tokens_valid_after: null,
      search_text: userSearchText(fields),
      created_at: createdAt,
      updated_at: createdAt,
      deleted_at: index % 9 === 0 ? createdAt : null,
    };
  });
  await insertInBatches(t.database.db, 'users', rows);
  for (const [name, last_name, email] of [
    ['Ramón', 'Núñez Peña', 'ramon.nunez@example.mx'],
    ['RAMON', 'Nuñez', 'ramon.mayus@example.mx'],
    ['Ramona', 'Peña', 'ramona@example.mx'],
  ] as const) {
    const created = await t.call({
      method: 'POST',
      url: '/api/users',
      token: admin,
      payload: { name, last_name, email, password: 'Secreto123!', zone_id: 2 },
    });
    expect(created.statusCode).toBe(201);
  }
  const deleted = await t.call({
    method: 'POST',
    url: '/api/users',
    token: admin,
    payload: {
      name: 'Ramón',
      last_name: 'Borrado',
      email: 'ramon.borrado@example.mx',
      password: 'Secreto123!',
    },
  });
  await t.call({
    method: 'DELETE',
    url: `/api/users/${String(deleted.json<{ id: number }>().id)}`,
    token: admin,
  });
}, 60_000);
afterAll(() => t.close());

interface UserBody {
  id: number;
  number: string | null;
  name: string;
  last_name: string;
  email: string;
  phone: string | null;
  type_user: 'usuario' | 'empleado' | 'administrador';
  zone_name: string | null;
  created_at: string;
  deleted_at: string | null;
}
interface PageBody {
  data: UserBody[];
  total: number;
  last_page: number;
}

const typeNames = { usuario: 'Cliente', empleado: 'Empleado', administrador: 'Administrador' };

/** Every row the paginated list shows for a search and query, page after page. */
async function listed(search: string | null, query = ''): Promise<UserBody[]> {
  const rows: UserBody[] = [];
  for (let page = 1; ; page += 1) {
    const searchSegment = search === null ? '' : `/${encodeURIComponent(search)}`;
    const response = await t.call({
      method: 'GET',
      url: `/api/users/paginated/${String(page)}/100${searchSegment}${query}`,
      token: admin,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<PageBody>();
    rows.push(...body.data);
    if (page >= body.last_page) return rows;
  }
}

const download = (
  format: 'excel' | 'pdf',
  filter: string,
  query = '',
  options: { token?: string | undefined; language?: string } = {},
): Promise<CallResult> =>
  t.call({
    method: 'GET',
    url: `/api/users/list/${format}/${filter}${query}`,
    token: 'token' in options ? options.token : admin,
    headers: options.language === undefined ? {} : { 'accept-language': options.language },
  });

/** An instant as the workbook shows it: Mexico City wall clock, to the second. */
const wallClockSecond = (iso: string): string =>
  new Date(Math.round(businessWallClockDate(Date.parse(iso)).getTime() / 1000) * 1000)
    .toISOString()
    .slice(0, 19);

/** The workbook cells a listed user should have become. */
function expectedCells(user: UserBody, withDeleted: boolean): unknown[] {
  const cells: unknown[] = [
    user.id,
    user.number,
    user.name,
    user.last_name,
    user.email,
    user.phone,
    typeNames[user.type_user],
    user.zone_name,
    wallClockSecond(user.created_at),
  ];
  if (withDeleted) cells.push(user.deleted_at === null ? null : wallClockSecond(user.deleted_at));
  return cells;
}

/** Dates read back to the second (Excel keeps days as fractions). */
const comparable = (cells: CellValue[]): unknown[] =>
  cells.map((cell) =>
    cell instanceof Date
      ? new Date(Math.round(cell.getTime() / 1000) * 1000).toISOString().slice(0, 19)
      : cell,
  );

function expectFileHeaders(response: CallResult, name: string, extension: string, type: string) {
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe(type);
  const match = new RegExp(`^attachment; filename=${name}-(\\d{8}-\\d{4})\\.${extension}$`).exec(
    response.headers['content-disposition'] ?? '',
  );
  expect(match).not.toBeNull();
  const now = Date.now();
  expect([businessFileStamp(now), businessFileStamp(now - 60_000)]).toContain(match?.[1]);
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('users Excel export', () => {
  it.each([
    ['all', null, ''],
    ['-', null, ''],
    [encodeURIComponent('ramón'), 'ramón', ''],
    ['NU%C3%91EZ', 'NUÑEZ', ''],
    ['all', null, '?trashed=only'],
    [encodeURIComponent('ramón'), 'ramón', '?trashed=only'],
    ['all', null, '?trashed=with&type_user=empleado'],
    ['example', 'example', '?type_user=usuario'],
  ])('filter %s%s has the rows and order of the list', async (segment, search, query) => {
    const [rows, response] = await Promise.all([
      listed(search, query),
      download('excel', segment, query),
    ]);
    expectFileHeaders(response, 'usuarios', 'xlsx', XLSX);
    const workbook = await readWorkbook(response.raw);
    const withDeleted = query.includes('trashed=only') || query.includes('trashed=with');
    expect(rows.length).toBeGreaterThan(0);
    expect(workbook.rows.map(comparable)).toEqual(
      rows.map((row) => expectedCells(row, withDeleted)),
    );
  });

  it('has a title, the filter in words, the generation time and typed cells', async () => {
    const response = await download('excel', 'Borrado', '?trashed=only');
    const workbook = await readWorkbook(response.raw);
    expect(workbook.sheetName).toBe('Usuarios');
    expect(workbook.preamble[0]).toBe('Usuarios');
    expect(workbook.preamble[1]).toBe(
      'Filtro: usuarios eliminados · búsqueda «Borrado» · todos los tipos',
    );
    expect(workbook.preamble[2]).toMatch(
      /^Generado el \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} \(hora de la Ciudad de México\)$/,
    );
    expect(workbook.headers).toEqual([
      'ID',
      'No. de empleado',
      'Nombre',
      'Apellidos',
      'Correo electrónico',
      'Teléfono',
      'Tipo',
      'Zona',
      'Fecha de alta',
      'Fecha de baja',
    ]);
    expect(workbook.rows).toHaveLength(1);
    expect(typeof workbook.rows[0]?.[0]).toBe('number');
    expect(workbook.rows[0]?.[8]).toBeInstanceOf(Date);
    expect(workbook.numberFormats[8]).toBe('dd/mm/yyyy hh:mm');
  });

  it('speaks English when asked', async () => {
    const response = await download('excel', 'all', '?type_user=empleado', {
      language: 'en-US,en;q=0.9',
    });
    expectFileHeaders(response, 'users', 'xlsx', XLSX);
    const workbook = await readWorkbook(response.raw);
    expect(workbook.preamble[1]).toBe('Filter: active users · no search · type Employee');
    expect(workbook.preamble[2]).toMatch(/^Generated on .* \(Mexico City time\)$/);
    expect(workbook.headers.slice(0, 3)).toEqual(['ID', 'Employee no.', 'First name']);
    expect(new Set(workbook.rows.map((row) => row[6]))).toEqual(new Set(['Employee']));
  });

  it('writes a workbook with a "no records" line when nothing matches', async () => {
    const response = await download('excel', '%25');
    const workbook = await readWorkbook(response.raw);
    expect(workbook.rows).toEqual([
      ['No hay registros para este filtro.', ...Array.from({ length: 8 }, () => null)],
    ]);
  });
});

describe('users PDF export', () => {
  it('is a PDF with the title, the filter, page numbers and the rows of the list', async () => {
    const [rows, response] = await Promise.all([listed(null), download('pdf', 'all')]);
    expectFileHeaders(response, 'usuarios', 'pdf', 'application/pdf');
    expect(response.raw.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(response.raw.subarray(-6).toString('latin1')).toMatch(/%%EOF\s*$/);
    const pages = pdfPages(response.raw);
    expect(pages.length).toBe(pdfPageCount(response.raw));
    expect(pages.length).toBeGreaterThan(rows.length / 40);
    const [first] = pages;
    expect(first).toContain('Usuarios');
    expect(first).toContain('Filtro: usuarios activos · sin búsqueda · todos los tipos');
    pages.forEach((runs, index) => {
      expect(runs).toContain(`Página ${String(index + 1)}`);
      expect(runs).toContain('Correo electrónico');
    });
    const emails = pages.flat().filter((run) => run.includes('@'));
    expect(emails).toEqual(rows.map((row) => row.email));
  });

  it('prints a known row cell by cell, in the request language', async () => {
    const response = await download('pdf', encodeURIComponent('ramon.nunez'), '', {
      language: 'en',
    });
    expectFileHeaders(response, 'users', 'pdf', 'application/pdf');
    const runs = pdfPages(response.raw).flat();
    expect(runs).toContain('Users');
    expect(runs).toContain('Page 1');
    const at = runs.indexOf('Ramón');
    expect(runs.slice(at, at + 5)).toEqual([
      'Ramón',
      'Núñez Peña',
      'ramon.nunez@example.mx',
      'Customer',
      'Zapopan',
    ]);
  });
});

describe('export access and bad filters', () => {
  it('refuses customers (403) and callers without a token (401) as JSON', async () => {
    for (const format of ['excel', 'pdf'] as const) {
      const forbidden = await download(format, 'all', '', { token: customer });
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.headers['content-type']).toMatch(/^application\/json/);
      expect((await download(format, 'all', '', { token: undefined })).statusCode).toBe(401);
      expect((await download(format, 'all', '', { token: employee })).statusCode).toBe(200);
    }
  });

  it('answers JSON 400/404 for a bad filter segment or query', async () => {
    const long = await download('excel', 'x'.repeat(101));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ errors: { filter: [expect.any(String)] } });
    expect((await download('pdf', '', '')).statusCode).toBe(404);
    expect((await download('excel', 'all', '?trashed=todos')).statusCode).toBe(400);
    expect((await download('pdf', 'all', '?type_user=jefe')).statusCode).toBe(400);
    const spaces = await download('excel', '%20%20');
    expect((await readWorkbook(spaces.raw)).rows.length).toBe((await listed(null)).length);
  });

  it('survives a client that goes away mid-download', async () => {
    const address = t.app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no address');
    for (const format of ['pdf', 'excel']) {
      const controller = new AbortController();
      const response = await fetch(
        `http://127.0.0.1:${String(address.port)}/api/users/list/${format}/all?trashed=with`,
        { headers: { authorization: `Bearer ${admin}` }, signal: controller.signal },
      );
      expect(response.status).toBe(200);
      const reader = response.body?.getReader();
      await reader?.read();
      controller.abort();
      await expect(reader?.read()).rejects.toThrow();
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    const health = await t.call({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    const whole = await download('excel', 'all');
    expect((await readWorkbook(whole.raw)).rows.length).toBe((await listed(null)).length);
    // the PDF's drawing thread, stopped once idle (never mid-drawing), is gone
    await retiredThreadsExited();
  });
});
