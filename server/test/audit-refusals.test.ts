// Refused calls (401, 403, 429) and the administrator created at start reach the audit trail; a
// flood of refusals is one entry per actor, call, status and minute with its count, also when
// several processes answer on one database.
import { sql } from 'kysely';
import { buildApp } from '../src/app';
import { createDatabase } from '../src/db/database';
import { prepareForStart } from '../src/db/initial-data';
import {
  createTestApp,
  demoAccounts,
  freshDatabase,
  JWT_SECRET,
  testDatabaseUrl,
  type TestApp,
} from './helper';

interface AuditEntry {
  id: number;
  occurred_at: string;
  actor_id: number | null;
  actor_email: string | null;
  ip: string | null;
  user_agent: string | null;
  action: string;
  entity_type: string;
  entity_id: string | null;
  after: Record<string, unknown> | null;
  count: number;
}

let t: TestApp;
let adminToken: string;
let offset = 0;

/** Moves the app's clock to the start of the next minute (plus a second). */
function toNextMinute(): void {
  const now = Date.now() + offset;
  const step = 60_000 - (now % 60_000) + 1_000;
  offset += step;
  t.advanceClock(step);
}

async function trail(query: string): Promise<AuditEntry[]> {
  const response = await t.call({
    method: 'GET',
    url: `/api/audit/paginated/1/100?${query}`,
    token: adminToken,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: AuditEntry[] }>().data;
}

beforeAll(async () => {
  t = await createTestApp({ rateLimits: { login: { max: 2, windowSeconds: 900 } } });
  adminToken = await t.login('admin');
});

afterAll(() => t.close());

describe('refused calls in the audit trail', () => {
  test('a call without a valid token (401) is recorded as anonymous, from its address, under the call’s route pattern', async () => {
    toNextMinute();
    const refused = await t.call({
      method: 'GET',
      url: '/api/users/1',
      headers: { 'user-agent': 'probe/1.0' },
    });
    expect(refused.statusCode).toBe(401);
    const entries = await trail('action=unauthorized');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor_id: null,
      ip: '127.0.0.1',
      user_agent: 'probe/1.0',
      action: 'unauthorized',
      entity_type: 'api_call',
      entity_id: 'GET /api/users/:id',
      after: { method: 'GET', route: '/api/users/:id', status: 401 },
      count: 1,
    });
  });

  test('a flood of 403s by one user is one entry per minute with its count', async () => {
    toNextMinute();
    const customer = await t.login('customer');
    for (let index = 0; index < 30; index += 1) {
      const refused = await t.call({
        method: 'GET',
        url: `/api/audit/paginated/${String(index + 1)}/10`,
        token: customer,
      });
      expect(refused.statusCode).toBe(403);
    }
    let entries = await trail('action=forbidden');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor_email: demoAccounts.customer.email,
      entity_id: 'GET /api/audit/paginated/:page/:size',
      count: 30,
    });

    // the next minute starts a new entry; the first keeps its count
    toNextMinute();
    await t.call({ method: 'GET', url: '/api/audit/paginated/1/10', token: customer });
    entries = await trail('action=forbidden');
    expect(entries.map((entry) => entry.count)).toEqual([1, 30]);
    // the history of the call (entity and record id) shows both
    expect(
      await trail(
        `entity=api_call&entity_id=${encodeURIComponent('GET /api/audit/paginated/:page/:size')}&action=forbidden`,
      ),
    ).toHaveLength(2);
  });

  test('429 answers of a rate-limited sign-in are recorded, aggregated', async () => {
    toNextMinute();
    const statuses: number[] = [];
    for (let index = 0; index < 6; index += 1) {
      const response = await t.call({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: demoAccounts.employee.email, password: 'wrong password!' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((status) => status === 429)).toHaveLength(4);
    const entries = await trail('action=rate_limited');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor_id: null,
      entity_id: 'POST /api/auth/login',
      count: 4,
    });
    // the wrong passwords (401) keep their own entries, not a second one as refusals
    expect(await trail('action=unauthorized&entity_id=POST%20%2Fapi%2Fauth%2Flogin')).toHaveLength(
      0,
    );
  });

  test('refusals answered by two processes on one database add up to one entry', async () => {
    const fixedNow = Math.floor((Date.now() + offset) / 60_000) * 60_000 + 120_000 + 5_000;
    const second =
      t.database.dialect === 'postgres'
        ? createDatabase({ url: testDatabaseUrl(t.database) })
        : createDatabase({ url: '', file: await sqliteFile() });
    const apps = await Promise.all(
      [t.database, second].map((database) =>
        buildApp({
          database,
          logger: false,
          clock: () => fixedNow,
          config: { jwtSecret: JWT_SECRET, mailOutbox: t.outbox, smtpUrl: undefined },
        }),
      ),
    );
    try {
      const bases = await Promise.all(
        apps.map((app) => app.listen({ port: 0, host: '127.0.0.1' })),
      );
      const answers = await Promise.all(
        Array.from({ length: 24 }, (_, index) =>
          fetch(`${bases[index % 2] ?? ''}/api/zones/all`).then((response) => response.status),
        ),
      );
      expect(answers.every((status) => status === 401)).toBe(true);
      const entries = (await trail('action=unauthorized')).filter(
        (entry) => entry.entity_id === 'GET /api/zones/all',
      );
      expect(entries).toHaveLength(1);
      expect(entries[0]?.count).toBe(24);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
      await second.db.destroy();
    }
  });
});

async function sqliteFile(): Promise<string> {
  const rows = await sql<{ name: string; file: string }>`pragma database_list`.execute(
    t.database.db,
  );
  const main = rows.rows.find((row) => row.name === 'main');
  if (main === undefined) throw new Error('no main database');
  return main.file;
}

describe('the first administrator', () => {
  test('created at start from ADMIN_EMAIL is an entry of the system', async () => {
    const { handle, dispose } = await freshDatabase();
    try {
      await prepareForStart(handle, {
        demo: false,
        admin: { email: 'jefa@gasdelvalle.mx', password: 'Clave-Larga-1' },
      });
      const entries = await handle.db.selectFrom('audit_events').selectAll().execute();
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        actor_id: null,
        ip: null,
        user_agent: null,
        action: 'create',
        entity_type: 'user',
      });
      const after = JSON.parse(entries[0]?.after_state ?? 'null') as Record<string, unknown>;
      expect(after).toMatchObject({ email: 'jefa@gasdelvalle.mx', type_user: 'administrador' });
      expect(JSON.stringify(after)).not.toMatch(/argon2|password/);
    } finally {
      await dispose();
    }
  });
});
