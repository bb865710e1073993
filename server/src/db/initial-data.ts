import { sql, type Kysely } from 'kysely';
import type { AuditOrigin } from '../audit/origin';
import { recordAudit } from '../audit/record';
import { hashPassword } from '../auth/passwords';
import { userSearchText } from '../domain/search-texts';
import { isoAt } from '../lib/clock';
import { findUserRowById, insertUser } from '../auth/user-rows';
import type { DatabaseHandle } from './database';
import { migrateToLatest } from './migrate';
import { isDatabaseEmpty, seedDatabase } from './seed';
import type { Database } from './tables';

/** What a server start puts in the database. */
export interface InitialDataPlan {
  /** Fill an empty database with the demo data (its accounts have published passwords). */
  demo: boolean;
  /** Make sure this administrator exists (ADMIN_EMAIL / ADMIN_PASSWORD). */
  admin: { email: string; password: string } | undefined;
}

/**
 * The demo data is for the embedded default only: `npm start` on a fresh clone gives the demo of
 * the contract. With NODE_ENV=production or on PostgreSQL nothing is seeded unless SEED=demo
 * (SEED=none seeds nothing anywhere); the first administrator comes from ADMIN_EMAIL/ADMIN_PASSWORD
 * (or `npm run admin:create`).
 */
export function initialDataPlan(
  env: NodeJS.ProcessEnv,
  dialect: DatabaseHandle['dialect'],
): InitialDataPlan {
  const seed = env.SEED?.trim().toLowerCase();
  const demo =
    seed === 'demo' || (seed !== 'none' && env.NODE_ENV !== 'production' && dialect === 'sqlite');
  const email = env.ADMIN_EMAIL?.trim();
  const password = env.ADMIN_PASSWORD;
  return {
    demo,
    admin:
      email !== undefined && email !== '' && password !== undefined && password !== ''
        ? { email, password }
        : undefined,
  };
}

/** What no request made: the trail shows it as the system's. */
const SYSTEM_ORIGIN: AuditOrigin = { actor: null, ip: null, userAgent: null };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Creates an administrator with this e-mail unless a user with it exists (an existing account is
 * left as it is: its password is never overwritten from the environment). True when created.
 */
export async function ensureAdministrator(
  db: Kysely<Database>,
  admin: { email: string; password: string; name?: string; lastName?: string },
  now: number = Date.now(),
): Promise<boolean> {
  const email = admin.email.trim().toLowerCase();
  if (!EMAIL.test(email) || email.length > 190)
    throw new Error('ADMIN_EMAIL is not a valid e-mail address');
  if (admin.password.length < 8 || admin.password.length > 128)
    throw new Error('ADMIN_PASSWORD must have 8 to 128 characters');
  const existing = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirst();
  if (existing !== undefined) return false;
  const fields = {
    name: admin.name ?? 'Administrador',
    last_name: admin.lastName ?? '',
    email,
    number: null,
    username: null,
    phone: null,
  };
  const at = isoAt(now);
  // recorded as the system's (no user, no address, no browser): a start with ADMIN_EMAIL, or
  // `npm run admin:create`
  await db.transaction().execute(async (trx) => {
    const id = await insertUser(trx, {
      ...fields,
      password_hash: await hashPassword(admin.password),
      address: null,
      type_user: 'administrador',
      zone_id: null,
      tokens_valid_after: null,
      search_text: userSearchText(fields),
      created_at: at,
      updated_at: at,
      deleted_at: null,
    });
    await recordAudit(trx, SYSTEM_ORIGIN, {
      action: 'create',
      entity: 'user',
      entityId: id,
      after: await findUserRowById(trx, id),
      at,
    });
  });
  return true;
}

export const hasAdministrator = async (db: Kysely<Database>): Promise<boolean> =>
  (await db
    .selectFrom('users')
    .select('id')
    .where('type_user', '=', 'administrador')
    .where('deleted_at', 'is', null)
    .limit(1)
    .executeTakeFirst()) !== undefined;

export interface InitialDataResult {
  seededDemo: boolean;
  createdAdmin: boolean;
  hasAdmin: boolean;
}

/**
 * One start at a time on a PostgreSQL database: processes started together on an empty database
 * would otherwise all find it empty (or without its administrator) and all insert, and every one
 * but the first would exit on a duplicate key. A session advisory lock held on one connection
 * while the others migrate and insert; SQLite has one process per file.
 */
const START_LOCK = 4_771_022_001;

async function oneStartAtATime<T>(handle: DatabaseHandle, work: () => Promise<T>): Promise<T> {
  if (handle.dialect !== 'postgres') return work();
  return handle.db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${START_LOCK})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${START_LOCK})`.execute(connection);
    }
  });
}

/** Migrates, then applies the plan (one process at a time). */
export async function prepareForStart(
  handle: DatabaseHandle,
  plan: InitialDataPlan,
): Promise<InitialDataResult> {
  return oneStartAtATime(handle, async () => {
    await migrateToLatest(handle.db);
    let seededDemo = false;
    if (plan.demo && (await isDatabaseEmpty(handle.db))) {
      await seedDatabase(handle.db, { size: 'demo' });
      seededDemo = true;
    }
    const createdAdmin =
      plan.admin === undefined ? false : await ensureAdministrator(handle.db, plan.admin);
    return { seededDemo, createdAdmin, hasAdmin: await hasAdministrator(handle.db) };
  });
}
