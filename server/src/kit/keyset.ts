/** Rows per query when a whole list is read (exports). */
export const KEYSET_BATCH_SIZE = 500;

/**
 * Reads a whole ordered list in batches by keyset: each query asks for the rows after the last
 * key seen (`where key > last` in the list's order), so no batch is slower than the first and
 * memory holds one batch at a time. Stops after a short batch.
 */
export async function* keysetBatches<Row, Key>(
  readAfter: (after: Key | null, limit: number) => Promise<Row[]>,
  keyOf: (row: Row) => Key,
  batchSize: number = KEYSET_BATCH_SIZE,
): AsyncGenerator<Row[], void, undefined> {
  let after: Key | null = null;
  for (;;) {
    const rows = await readAfter(after, batchSize);
    const last = rows[rows.length - 1];
    if (last === undefined) return;
    yield rows;
    if (rows.length < batchSize) return;
    after = keyOf(last);
  }
}
