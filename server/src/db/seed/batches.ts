import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../tables';

const BATCH_ROWS = 400;

/** Inserts rows in batches small enough for both engines' bound-parameter limits. */
export async function insertInBatches<T extends keyof Database>(
  db: Kysely<Database>,
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    const chunk = rows.slice(start, start + BATCH_ROWS);
    // The generic table name defeats Kysely's per-table value typing; the rows are typed above.
    await db.insertInto(table).values(chunk).execute();
  }
}
