import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { buildApp } from '../src/app';
import type { AppConfig } from '../src/config';
import { createDatabase, isPostgresUrl, type DatabaseHandle } from '../src/db/database';
import { migrateTo } from '../src/db/migrate';
import { migrationProvider } from '../src/db/migrations';
import type { Database } from '../src/db/tables';
import { prepareDatabase } from '../src/db/prepare';
import { demoAccounts, type DemoAccountName } from '../src/db/seed/demo-accounts';
import { createTestDatabase, TEMPLATE_VARIABLE } from './test-databases';

// Requests go over real HTTP (the app listens on a random port): app.inject's light-my-request
// loads the ESM-only `cookie` package, which the jest server project cannot require.
export interface CallOptions {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'OPTIONS';
  url: string;
  /** An object is sent as JSON; a string or a FormData (multipart) is sent as is. */
  payload?: unknown;
  headers?: Record<string, string>;
  token?: string;
}

export interface CallResult {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
  /** The body's bytes (files, images). */
  raw: Buffer;
  /** The parsed body; the caller states its shape. */
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- as in light-my-request
  json<T = Record<string, unknown>>(): T;
}

export const JWT_SECRET = 'test-secret-of-at-least-thirty-two-bytes!';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  outbox: string;
  /** Moves the app's clock forward. */
  advanceClock(milliseconds: number): void;
  /** Signs in a demo account and answers its token. */
  login(as: DemoAccountName): Promise<string>;
  /** One HTTP request to the listening app, with an optional bearer token. */
  call(options: CallOptions): Promise<CallResult>;
  /** The last mail written to the outbox. */
  lastMail(): string;
  close(): Promise<void>;
}

const generous = { max: 10_000, windowSeconds: 900 };

/** The run's migrated template on PostgreSQL, named by global-setup.ts. */
function migratedTemplate(): string {
  const name = process.env[TEMPLATE_VARIABLE];
  if (name === undefined || name === '')
    throw new Error(
      `${TEMPLATE_VARIABLE} is not set: run the server suites through jest.config.ts`,
    );
  return name;
}

/** The URL of each PostgreSQL database freshDatabase made. */
const databaseUrls = new WeakMap<DatabaseHandle, string>();

/**
 * A new database for a test file (see test-databases.ts): empty, or on PostgreSQL with `migrated`
 * a copy of the run's migrated template (migrating it again finds nothing to do).
 */
export async function freshDatabase(options: { migrated?: boolean } = {}): Promise<{
  handle: DatabaseHandle;
  dispose: () => Promise<void>;
}> {
  const url = process.env.DATABASE_URL;
  if (isPostgresUrl(url)) {
    const template = options.migrated === true ? migratedTemplate() : undefined;
    const databaseUrl = await createTestDatabase(url, template);
    const handle = createDatabase({ url: databaseUrl });
    databaseUrls.set(handle, databaseUrl);
    // dropped after the run (global-teardown.ts)
    return { handle, dispose: () => handle.db.destroy() };
  }
  const folder = mkdtempSync(join(tmpdir(), 'gaslp-db-'));
  // a throwaway file: its commits do not wait for the disk (most of a server file's wall time
  // was fsync); durability is proved by reliability/crash-safety.spec.ts on the real settings
  const handle = createDatabase({ url: '', file: join(folder, 'test.db'), durable: false });
  return {
    handle,
    dispose: async () => {
      await handle.db.destroy();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** The URL of a test's PostgreSQL database (made by freshDatabase or createTestApp). */
export function testDatabaseUrl(handle: DatabaseHandle): string {
  const url = databaseUrls.get(handle);
  if (url === undefined) throw new Error('not a PostgreSQL database made by freshDatabase');
  return url;
}

export type TestConfig = Partial<Omit<AppConfig, 'rateLimits'>> & {
  /** Rules to tighten; the others stay generous. */
  rateLimits?: Partial<AppConfig['rateLimits']>;
};

/** A fetch answer read whole, as the tests read answers. */
export async function callResultOf(response: Response): Promise<CallResult> {
  const raw = Buffer.from(await response.arrayBuffer());
  const body = raw.toString('utf8');
  return {
    statusCode: response.status,
    headers: Object.fromEntries(response.headers),
    body,
    raw,
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- see CallResult
    json: <T>() => JSON.parse(body) as T,
  };
}

/** A second connection to a test's database (its own connections), as another process opens it. */
export async function secondConnection(handle: DatabaseHandle): Promise<DatabaseHandle> {
  if (handle.dialect === 'postgres') return createDatabase({ url: testDatabaseUrl(handle) });
  const { rows } = await sql<{
    file: string;
  }>`select file from pragma_database_list where name = 'main'`.execute(handle.db);
  return createDatabase({ url: '', file: rows[0]?.file, durable: false });
}

/** A write expected to succeed (2xx), its method and URL named when it does not. */
export function succeedingWrites(t: TestApp, token: string) {
  return async (
    method: 'POST' | 'PUT' | 'DELETE' | 'PATCH',
    url: string,
    payload?: object,
  ): Promise<CallResult> => {
    const answer = await t.call({ method, url, payload, token });
    expect([method, url, answer.statusCode < 300, answer.body]).toEqual([
      method,
      url,
      true,
      expect.any(String),
    ]);
    return answer;
  };
}

/** A second app, as another process serves: GET calls with one token; closing it closes `handle`. */
export interface OtherApp {
  get(url: string): Promise<CallResult>;
  close(): Promise<void>;
}

/** Starts a second app on `handle` (often a `secondConnection`), listening on a free port. */
export async function startOtherApp(
  handle: DatabaseHandle,
  token: string,
  outbox: string,
): Promise<OtherApp> {
  const app = await buildApp({
    database: handle,
    logger: false,
    config: { jwtSecret: JWT_SECRET, mailOutbox: outbox, smtpUrl: undefined },
  });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    get: async (url) =>
      callResultOf(await fetch(`${base}${url}`, { headers: { authorization: `Bearer ${token}` } })),
    close: async () => {
      await app.close();
      await handle.db.destroy();
    },
  };
}

/** A fresh, migrated database with the minimal seed and an app on it (one per test file). */
export async function createTestApp(config: TestConfig = {}): Promise<TestApp> {
  const { handle, dispose } = await freshDatabase({ migrated: true });
  await prepareDatabase(handle, 'minimal');
  const outbox = mkdtempSync(join(tmpdir(), 'gaslp-outbox-'));
  let offset = 0;
  const app = await buildApp({
    database: handle,
    logger: false,
    clock: () => Date.now() + offset,
    config: {
      jwtSecret: JWT_SECRET,
      mailOutbox: outbox,
      smtpUrl: undefined,
      ...config,
      rateLimits: {
        login: generous,
        loginAddress: generous,
        register: generous,
        sendEmail: generous,
        sendEmailAddress: generous,
        resetPassword: generous,
        resetPasswordAddress: generous,
        pushDevices: generous,
        ...config.rateLimits,
      },
    },
  });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const call: TestApp['call'] = async ({ method, url, payload, headers, token }) => {
    const isRaw = typeof payload === 'string' || payload instanceof FormData;
    const isJson = payload !== undefined && !isRaw;
    const response = await fetch(`${base}${url}`, {
      method,
      headers: {
        ...(isJson ? { 'content-type': 'application/json' } : {}),
        ...headers,
        ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
      },
      body: payload === undefined ? undefined : isJson ? JSON.stringify(payload) : payload,
    });
    const result = await callResultOf(response);
    // what the server does after answering (mails) has happened when a call returns
    await app.background.idle();
    return result;
  };
  return {
    app,
    database: handle,
    outbox,
    advanceClock: (milliseconds) => {
      offset += milliseconds;
    },
    call,
    login: async (as) => {
      const account = demoAccounts[as];
      const response = await call({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: account.email, password: account.password },
      });
      if (response.statusCode !== 200) throw new Error(`login ${as}: ${response.body}`);
      return response.json<{ token: string }>().token;
    },
    lastMail: () => {
      const files = readdirSync(outbox).sort();
      const last = files[files.length - 1];
      if (last === undefined) throw new Error('the outbox is empty');
      return readFileSync(join(outbox, last), 'utf8');
    },
    close: async () => {
      await app.close();
      await dispose();
      rmSync(outbox, { recursive: true, force: true });
    },
  };
}

/** A demo account signed in: its token, id and full name. */
export interface SignedInAccount {
  token: string;
  id: number;
  fullName: string;
}

/** The three demo accounts signed in on the test's app (who they are read back through /me). */
export async function signInDemoAccounts(
  t: TestApp,
): Promise<Record<'admin' | 'employee' | 'customer', SignedInAccount>> {
  const signIn = async (as: 'admin' | 'employee' | 'customer'): Promise<SignedInAccount> => {
    const token = await t.login(as);
    const me = await t.call({ method: 'GET', url: '/api/auth/me', token });
    const user = me.json<{ id: number; name: string; last_name: string }>();
    return { token, id: user.id, fullName: `${user.name} ${user.last_name}` };
  };
  const [admin, employee, customer] = await Promise.all([
    signIn('admin'),
    signIn('employee'),
    signIn('customer'),
  ]);
  return { admin, employee, customer };
}

/** The id of a demo account (the minimal seed has them all). */
export async function demoUserId(database: DatabaseHandle, name: DemoAccountName): Promise<number> {
  const user = await database.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', demoAccounts[name].email)
    .executeTakeFirstOrThrow();
  return user.id;
}

/** The seed's first location and its zone (where the tests' orders are delivered). */
export async function firstLocation(
  database: DatabaseHandle,
): Promise<{ zone_id: number; location_id: number }> {
  const location = await database.db
    .selectFrom('locations')
    .select(['id', 'zone_id'])
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return { zone_id: location.zone_id, location_id: location.id };
}

/** The payload of a JWT, unverified. */
export function decodeToken(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

export { demoAccounts };

/** The smallest file the picture upload accepts: a PNG signature and a few bytes. */
export const TINY_PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('IHDR a tiny png'),
]);

/** A multipart body with TINY_PNG in the `image` field (a profile picture upload). */
export function pictureForm(): FormData {
  const data = new FormData();
  data.append('image', new Blob([new Uint8Array(TINY_PNG)], { type: 'image/png' }), 'foto.png');
  return data;
}

/**
 * Undoes `migration` and every later one on this database (migrates to the one before it); answers
 * the names of the migrations still applied. Throws when the migrator fails.
 */
export async function migrateToBefore(db: Kysely<Database>, migration: string): Promise<string[]> {
  const names = Object.keys(await migrationProvider.getMigrations()).sort();
  const previous = names[names.indexOf(migration) - 1];
  if (previous === undefined) throw new Error(`no migration before ${migration}`);
  return migrateTo(db, previous);
}
