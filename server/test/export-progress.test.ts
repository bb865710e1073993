import { get, type ClientRequest, type IncomingMessage } from 'node:http';
import { givenNames, surnames } from '../src/db/seed/catalog';
import { insertInBatches } from '../src/db/seed/batches';
import type { NewUser } from '../src/db/tables';
import { userSearchText } from '../src/domain/search-texts';
import * as usersRepository from '../src/resources/users/repository';
import { createTestApp, type TestApp } from './helper';

// A long export tells the client how far it is (its rows in all, then the rows written so far) and
// stops when the client goes away: no further row is read, nothing more is drawn, its slot is free.

jest.setTimeout(60_000);

const USERS = 1_000;
const BATCH = 25;
const ORIGIN = 'https://backoffice.example.mx';

let t: TestApp;
let admin: string;
let employee: string;
let base: string;

/** What the export read: batches handed out, and whether the reading was closed. */
const reading = { batches: 0, closed: false };

const pause = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

beforeAll(async () => {
  t = await createTestApp({ corsOrigins: [ORIGIN] });
  [admin, employee] = await Promise.all([t.login('admin'), t.login('employee')]);
  const now = Date.now();
  const rows: NewUser[] = Array.from({ length: USERS }, (_, index) => {
    const fields = {
      name: givenNames[index % givenNames.length] ?? 'José',
      last_name: surnames[index % surnames.length] ?? 'García',
      email: `slow${String(index)}@example.mx`,
      phone: null,
      number: null,
      username: null,
    };
    const at = new Date(now - index * 60_000).toISOString();
    return {
      ...fields,
      password_hash: '',
      address: null,
      type_user: 'usuario',
      zone_id: null,
      tokens_valid_after: null,
      search_text: userSearchText(fields),
      created_at: at,
      updated_at: at,
      deleted_at: null,
    };
  });
  await insertInBatches(t.database.db, 'users', rows);
  const address = t.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no address');
  base = `http://127.0.0.1:${String(address.port)}`;
  // a slow database: small batches, each a little late, counted
  const original = usersRepository.userExportBatches;
  jest.spyOn(usersRepository, 'userExportBatches').mockImplementation((db, filter) =>
    (async function* slow() {
      reading.batches = 0;
      reading.closed = false;
      try {
        for await (const batch of original(db, filter, BATCH)) {
          await pause(40);
          reading.batches += 1;
          yield batch;
        }
      } finally {
        reading.closed = true;
      }
    })(),
  );
});
afterAll(async () => {
  jest.restoreAllMocks();
  await t.close();
});

const progressOf = (id: string, token: string) =>
  t.call({ method: 'GET', url: `/api/exports/${id}`, token });

async function activeUsers(): Promise<number> {
  const page = await t.call({ method: 'GET', url: '/api/users/paginated/1/1', token: admin });
  return page.json<{ total: number }>().total;
}

describe('export progress', () => {
  it('sends the rows in all, exposed to the SPA origin, and the rows written so far', async () => {
    const total = await activeUsers();
    const response = await fetch(`${base}/api/users/list/excel/all`, {
      headers: { authorization: `Bearer ${employee}`, origin: ORIGIN },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-total-count')).toBe(String(total));
    const exposed = (response.headers.get('access-control-expose-headers') ?? '').toLowerCase();
    expect(exposed).toContain('x-total-count');
    expect(exposed).toContain('x-export-id');
    const id = response.headers.get('x-export-id') ?? '';
    const seen: { rows_total: number | null; rows_done: number }[] = [];
    const body = response.arrayBuffer();
    let others = 0;
    for (let attempt = 0; attempt < 40 && seen.length < 2; attempt += 1) {
      const progress = await progressOf(id, employee);
      if (progress.statusCode !== 200) break;
      const now = progress.json<{ rows_total: number | null; rows_done: number }>();
      if (now.rows_done > 0 && seen.every((before) => before.rows_done !== now.rows_done))
        seen.push(now);
      // another user does not see it
      if (others === 0) others = (await progressOf(id, admin)).statusCode;
      await pause(100);
    }
    await body;
    expect(others).toBe(404);
    // it moved while the file was on its way, against the total, never past it
    expect(seen.length).toBeGreaterThanOrEqual(1);
    for (const progress of seen) {
      expect(progress.rows_total).toBe(total);
      expect(progress.rows_done).toBeLessThanOrEqual(total);
    }
    // once the file is complete the export is over (its row goes right after the last bytes)
    let after = 200;
    for (let attempt = 0; attempt < 20 && after === 200; attempt += 1) {
      after = (await progressOf(id, employee)).statusCode;
      if (after === 200) await pause(50);
    }
    expect(after).toBe(404);
  });

  it.each(['pdf', 'excel'])(
    'stops reading rows and producing the %s when the client goes away',
    async (format) => {
      // a plain HTTP client, whose connection goes away with the request
      const { response, request } = await new Promise<{
        response: IncomingMessage;
        request: ClientRequest;
      }>((resolve, reject) => {
        const sent = get(
          `${base}/api/users/list/${format}/all`,
          { headers: { authorization: `Bearer ${employee}` } },
          (answer) => {
            resolve({ response: answer, request: sent });
          },
        );
        sent.on('error', reject);
      });
      expect(response.statusCode).toBe(200);
      const id = String(response.headers['x-export-id']);
      await new Promise((resolve) => response.once('data', resolve));
      response.pause();
      while (reading.batches < 3) await pause(20);
      request.destroy();
      await pause(400);
      const readWhenStopped = reading.batches;
      await pause(600);
      expect(reading.batches).toBe(readWhenStopped);
      expect(reading.batches).toBeLessThan(USERS / BATCH);
      expect(reading.closed).toBe(true);
      // the export is over, and its slot free
      expect((await progressOf(id, employee)).statusCode).toBe(404);
      const runs = await t.database.db.selectFrom('export_runs').selectAll().execute();
      expect(runs).toEqual([]);
      // and the audit trail says how it ended, and how far it got
      const trail = await t.call({
        method: 'GET',
        url: '/api/audit/paginated/1/1?action=export',
        token: admin,
      });
      const [entry] = trail.json<{
        data: { after: { format: string; outcome: string; rows: number; rows_total: number } }[];
      }>().data;
      expect(entry?.after).toMatchObject({
        format: format === 'excel' ? 'xlsx' : 'pdf',
        outcome: 'cancelled',
      });
      expect(entry?.after.rows).toBeLessThan(entry?.after.rows_total ?? 0);
    },
  );
});
