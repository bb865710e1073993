import type { Insertable, Kysely, Transaction } from 'kysely';
import type { AuditEventsTable, Database } from '../db/tables';
import { buildSearchText } from '../lib/search-text';
import type { AuditActionName } from './actions';
import type { AuditEntityName } from './entities';
import type { AuditOrigin } from './origin';
import { auditStateText } from './state';

// The one way an entry reaches the audit trail. A write records its entry with the same
// transaction (`db` is the transaction): a write that rolls back leaves no entry, a committed one
// always has its entry. Calls that write nothing but are recorded (a failed sign-in) pass the
// database itself.

export type { AuditActionName, AuditEntityName };

export interface AuditEntry {
  action: AuditActionName;
  entity: AuditEntityName;
  entityId: string | number | null;
  /** The record before and after, as stored; secrets are left out here (see state.ts). */
  before?: object | null;
  after?: object | null;
  /** What an anonymous call tried (an e-mail, `#` and an employee number); never a password. */
  identifier?: string;
  /** ISO timestamp of the write. */
  at: string;
}

/** Writes one row of audit_events (append-only: nothing updates or deletes one); its id. */
async function insertAuditEvent(
  db: Kysely<Database>,
  event: Insertable<AuditEventsTable>,
): Promise<number> {
  const row = await db
    .insertInto('audit_events')
    .values(event)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Writes the entry; answers its id. */
export async function recordAudit(
  db: Kysely<Database>,
  origin: AuditOrigin,
  entry: AuditEntry,
): Promise<number> {
  const { actor } = origin;
  return insertAuditEvent(db, {
    occurred_at: entry.at,
    actor_id: actor?.id ?? null,
    actor_name: actor?.name ?? null,
    actor_email: actor?.email ?? null,
    actor_role: actor?.role ?? null,
    ip: origin.ip,
    user_agent: origin.userAgent,
    action: entry.action,
    entity_type: entry.entity,
    entity_id: entry.entityId === null ? null : String(entry.entityId),
    before_state: auditStateText(entry.before),
    after_state: auditStateText(entry.after),
    search_text: buildSearchText([actor?.name, actor?.email, entry.identifier]),
  });
}

type ReadRecord = (db: Kysely<Database>, id: number) => Promise<object | undefined>;

/**
 * A new record and its `create` entry, in one transaction: `insert` answers the new id, `read`
 * reads the record back as stored.
 */
export async function auditedCreate(
  db: Kysely<Database>,
  origin: AuditOrigin,
  create: {
    entity: AuditEntityName;
    at: string;
    insert: (trx: Transaction<Database>) => Promise<number>;
    read: ReadRecord;
  },
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const id = await create.insert(trx);
    await recordAudit(trx, origin, {
      action: 'create',
      entity: create.entity,
      entityId: id,
      after: await create.read(trx, id),
      at: create.at,
    });
    return id;
  });
}

/**
 * A write of one existing record and its entry, in one transaction; `read` reads the record as
 * stored, before and after the write.
 */
export async function auditedChange(
  db: Kysely<Database>,
  origin: AuditOrigin,
  change: {
    action: AuditActionName;
    entity: AuditEntityName;
    id: number;
    at: string;
    write: (trx: Transaction<Database>) => Promise<void>;
    read: ReadRecord;
  },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await change.read(trx, change.id);
    await change.write(trx);
    await recordAudit(trx, origin, {
      action: change.action,
      entity: change.entity,
      entityId: change.id,
      before,
      after: await change.read(trx, change.id),
      at: change.at,
    });
  });
}
