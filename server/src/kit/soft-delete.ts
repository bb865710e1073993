import type { Kysely } from 'kysely';
import type { AuditEntityName } from '../audit/entities';
import type { AuditOrigin } from '../audit/origin';
import { auditedChange } from '../audit/record';
import type { Database } from '../db/tables';
import { notFound } from '../domain/errors';
import { isVisibleTo } from '../domain/master-data-visibility';
import type { Role } from '../domain/roles';
import { isoAt, type Clock } from '../lib/clock';

// Deletes are soft: a delete sets deleted_at, a restore clears it, and nothing else changes; each
// is one audited change (the record before and after, in the transaction of the write). Deleting a
// deleted record or restoring a live one changes nothing and records nothing: the record is
// answered as it is.

/** A record that is deleted softly, as its resource describes it to the kit. */
export interface SoftDeletable<Row extends { deleted_at: string | null }, View> {
  /** Its name on the audit trail. */
  readonly entity: AuditEntityName;
  /** Its row by id, deleted or not (undefined: there is none, a 404). */
  readonly find: (db: Kysely<Database>, id: number) => Promise<Row | undefined>;
  /** The record as the audit trail keeps it, before and after (by default the row). */
  readonly read?: (db: Kysely<Database>, id: number) => Promise<object | undefined>;
  /** Writes deleted_at, and nothing else. */
  readonly setDeletedAt: (db: Kysely<Database>, id: number, at: string | null) => Promise<void>;
  /** The record as the API answers it. */
  readonly view: (db: Kysely<Database>, id: number) => Promise<View>;
}

/** A record described to the kit, its row and answer types inferred from its functions. */
export const softDeletable = <Row extends { deleted_at: string | null }, View>(
  record: SoftDeletable<Row, View>,
): SoftDeletable<Row, View> => record;

interface KitContext {
  readonly db: Kysely<Database>;
  readonly clock: Clock;
}

/** A check before the write, which may refuse it (a DomainError). */
type Check<Row> = (row: Row) => Promise<void>;

async function setDeleted<Row extends { deleted_at: string | null }, View>(
  context: KitContext,
  origin: AuditOrigin,
  record: SoftDeletable<Row, View>,
  id: number,
  deleted: boolean,
  check: Check<Row> | undefined,
): Promise<View> {
  const row = await record.find(context.db, id);
  if (row === undefined) throw notFound();
  if ((row.deleted_at !== null) !== deleted) {
    await check?.(row);
    const at = isoAt(context.clock());
    await auditedChange(context.db, origin, {
      action: deleted ? 'delete' : 'restore',
      entity: record.entity,
      id,
      at,
      write: (trx) => record.setDeletedAt(trx, id, deleted ? at : null),
      read: record.read ?? record.find,
    });
  }
  return record.view(context.db, id);
}

/**
 * Soft delete; `check` may refuse it first (422 while something active still depends on the
 * record). A deleted record is answered unchanged.
 */
export const softDelete = <Row extends { deleted_at: string | null }, View>(
  context: KitContext,
  origin: AuditOrigin,
  record: SoftDeletable<Row, View>,
  id: number,
  check?: Check<Row>,
): Promise<View> => setDeleted(context, origin, record, id, true, check);

/**
 * Restore: the record comes back unchanged; `check` may refuse it first (409 when it cannot come
 * back as it was: its name taken meanwhile, its zone deleted). A live record is answered unchanged.
 */
export const restore = <Row extends { deleted_at: string | null }, View>(
  context: KitContext,
  origin: AuditOrigin,
  record: SoftDeletable<Row, View>,
  id: number,
  check?: Check<Row>,
): Promise<View> => setDeleted(context, origin, record, id, false, check);

/** One record; a deleted one only to staff (to a customer it is a 404, like an unknown id). */
export async function findVisible<Row extends { deleted_at: string | null }, View>(
  context: KitContext,
  record: SoftDeletable<Row, View>,
  role: Role,
  id: number,
): Promise<View> {
  const row = await record.find(context.db, id);
  if (row === undefined || !isVisibleTo(role, row)) throw notFound();
  return record.view(context.db, id);
}
