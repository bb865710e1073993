import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import { SLOT_SPAN, slotNumber, type Slot } from '../../domain/order-search';
import { ftsPhrase } from '../../lib/search-text';

// The total of a search in an order list on SQLite, kept between calls. Counting a common name in
// the finished list at a million orders walks about 100,000 entries of the FTS5 index (10 to 50 ms
// on the one event loop), and the count is what grows with the data: the page itself only walks
// as far as it shows. So each slot's count is kept per block of 65,536 ids, with the block's
// version (order_search_blocks, moved by triggers with every change of the index in that block,
// migration 2026_11_29_1100_version_order_search_blocks); a call counts again only the blocks whose
// version moved since: the new orders and status changes of the day land in the last block or two.

/** log2 of the ids per block: the migration's `id >> 16`. */
export const SEARCH_BLOCK_BITS = 16;
const BLOCK_IDS = 2 ** SEARCH_BLOCK_BITS;

/** Block counts kept per database; past this many the oldest are dropped. */
export const KEPT_BLOCK_COUNTS = 100_000;

interface KeptCount {
  version: number;
  count: number;
}

const keptByDatabase = new WeakMap<Kysely<Database>, Map<string, KeptCount>>();

function keptOf(db: Kysely<Database>): Map<string, KeptCount> {
  let kept = keptByDatabase.get(db);
  if (kept === undefined) {
    kept = new Map();
    keptByDatabase.set(db, kept);
  }
  return kept;
}

/**
 * Index entries of `slots` matching `needle` (three characters or more), the whole list without
 * date range or filters: the kept count of every block whose version still holds, the others
 * counted again. The versions are read before any count, so a block written while this call
 * counts is counted again by the next one, never kept with a count older than its version.
 */
export async function keptSearchCount(
  db: Kysely<Database>,
  needle: string,
  slots: readonly Slot[],
): Promise<number> {
  const { rows: versionRows } = await sql<{ block: number; version: number }>`
    select block, version from order_search_blocks`.execute(db);
  const versions = new Map(versionRows.map((row) => [row.block, row.version]));
  const { rows: lastRows } = await sql<{ id: number | null }>`
    select max(id) as id from orders`.execute(db);
  const lastId = lastRows[0]?.id ?? null;
  if (lastId === null) return 0;
  const lastBlock = Math.floor(lastId / BLOCK_IDS);
  const kept = keptOf(db);
  const phrase = ftsPhrase(needle);
  let total = 0;
  for (const slot of slots) {
    const base = slotNumber(slot) * SLOT_SPAN;
    for (let block = 0; block <= lastBlock; block++) {
      const key = `${String(slotNumber(slot))} ${String(block)} ${needle}`;
      const version = versions.get(block) ?? 0;
      const known = kept.get(key);
      if (known?.version === version) {
        // most recently used last: the oldest dropped first are the ones no call asked for lately
        kept.delete(key);
        kept.set(key, known);
        total += known.count;
        continue;
      }
      // bigints: FTS5 narrows its walk to integer rowid bounds only (a number binds as a double)
      const low = BigInt(base + block * BLOCK_IDS);
      const high = BigInt(base + (block + 1) * BLOCK_IDS - 1);
      const { rows } = await sql<{ total: number }>`
        select count(*) as total from orders_search
        where orders_search match ${phrase} and rowid between ${low} and ${high}`.execute(db);
      const count = rows[0]?.total ?? 0;
      kept.delete(key);
      if (kept.size >= KEPT_BLOCK_COUNTS) {
        const oldest = kept.keys().next();
        if (oldest.done !== true) kept.delete(oldest.value);
      }
      kept.set(key, { version, count });
      total += count;
    }
  }
  return total;
}
