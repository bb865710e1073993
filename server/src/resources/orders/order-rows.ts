import { randomUUID } from 'node:crypto';
import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type { DialectName } from '../../db/database';
import type {
  Database,
  OrderStatusChangesTable,
  OrderStatusValue,
  OrdersTable,
} from '../../db/tables';
import { folioOf } from '../../domain/order-folio';
import type { OrderRow } from './repository';

// The order's rows as its writes read and write them, inside their transaction: the row (locked on
// PostgreSQL), its insert and update, its status change, and what the ledger holds against it.
// The views the answers show are read in repository.ts.

export const findOrderRow = (db: Kysely<Database>, id: number): Promise<OrderRow | undefined> =>
  db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();

/** The row, locked for the rest of the transaction on PostgreSQL (SQLite has one writer). */
export const lockOrderRow = (
  db: Kysely<Database>,
  dialect: DialectName,
  id: number,
): Promise<OrderRow | undefined> => {
  const query = db.selectFrom('orders').selectAll().where('id', '=', id);
  return (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
};

/** What a new order's row holds besides its folio and searched text, which follow from its id. */
export type NewOrderRow = Omit<Insertable<OrdersTable>, 'id' | 'folio' | 'search_text'>;

/**
 * Inserts a new order and answers its row as written. Its folio (folioOf) and searched text
 * (`textOf` the folio) follow from its id: PostgreSQL takes the id from the sequence first and
 * writes the row once (RETURNING: revision 0); SQLite, which has no sequence to take an id from
 * before the row, inserts it with a placeholder folio and then writes both (revision 1), in process.
 */
export async function insertNewOrderRow(
  db: Kysely<Database>,
  dialect: DialectName,
  order: NewOrderRow,
  textOf: (folio: string) => string,
): Promise<OrderRow> {
  if (dialect === 'postgres') {
    const { rows } = await sql<{ id: string }>`
      select nextval(pg_get_serial_sequence('orders', 'id')) as id`.execute(db);
    const id = Number(rows[0]?.id);
    const folio = folioOf(id);
    return db
      .insertInto('orders')
      .values({ ...order, id, folio, search_text: textOf(folio) })
      .returningAll()
      .executeTakeFirstOrThrow();
  }
  const { id } = await db
    .insertInto('orders')
    .values({ ...order, folio: `pending-${randomUUID()}`, search_text: '' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const folio = folioOf(id);
  const written = await updateOrderRow(db, dialect, id, { folio, search_text: textOf(folio) });
  if (written === undefined) throw new Error(`order ${String(id)} vanished while inserted`);
  return written;
}

/**
 * Updates an order (only while its status is `expectedStatus`, when given: a concurrent change
 * wins) and answers its row as written, or undefined when no row matched. PostgreSQL answers the row with the update
 * (RETURNING: its BEFORE trigger has counted the revision); SQLite counts the revision in an
 * AFTER trigger, which RETURNING would not show, so the row is read again there, in process.
 */
export async function updateOrderRow(
  db: Kysely<Database>,
  dialect: DialectName,
  id: number,
  changes: Updateable<OrdersTable>,
  expectedStatus?: OrderStatusValue,
): Promise<OrderRow | undefined> {
  let query = db.updateTable('orders').set(changes).where('id', '=', id);
  if (expectedStatus !== undefined) query = query.where('status', '=', expectedStatus);
  if (dialect === 'postgres') return query.returningAll().executeTakeFirst();
  const result = await query.executeTakeFirst();
  return result.numUpdatedRows > 0n ? findOrderRow(db, id) : undefined;
}

export async function insertStatusChange(
  db: Kysely<Database>,
  change: Insertable<OrderStatusChangesTable>,
): Promise<void> {
  await db.insertInto('order_status_changes').values(change).execute();
}

/** Net cents charged to one wallet for an order (debits minus refunds). */
export interface LedgerCharge {
  userId: number;
  walletId: number;
  cents: number;
}

/** What the ledger holds against an order, per wallet. */
export async function chargedForOrder(
  db: Kysely<Database>,
  orderId: number,
): Promise<LedgerCharge[]> {
  const rows = await db
    .selectFrom('historicals')
    .select([
      'user_id',
      'wallet_id',
      // PostgreSQL answers sum(bigint) as numeric, which pg hands over as text
      sql<
        number | string
      >`sum(case when ${sql.ref('type_movement')} = 'debit' then ${sql.ref('amount_cents')} else -${sql.ref('amount_cents')} end)`.as(
        'cents',
      ),
    ])
    .where('order_id', '=', orderId)
    .groupBy(['user_id', 'wallet_id'])
    .execute();
  return rows.map((row) => ({
    userId: row.user_id,
    walletId: row.wallet_id,
    cents: Number(row.cents),
  }));
}
