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
// A small count (a phone, a rare name) is cheaper to read whole than per block: it is only kept
// while the index does not change at all.

/** log2 of the ids per block: the migration's `id >> 16`. */
export const SEARCH_BLOCK_BITS = 16;
const BLOCK_IDS = 2 ** SEARCH_BLOCK_BITS;

/** Slot counts kept per database; past this many the least recently used are dropped. */
export const KEPT_SLOT_COUNTS = 20_000;

/**
 * From how many matches a slot's count is kept per block: a smaller count costs about as much as
 * the per-block reads would (one FTS5 query per block, each with its own seek), so it is counted
 * whole again whenever the index changed. Tests lower it to run the per-block path on a few rows.
 */
export const keptCountPolicy = { blocksFrom: 2_000 };

interface BlockCount {
  version: number;
  count: number;
}

/** A slot's count for one needle, and the versions of every block it was counted under. */
interface SlotCount {
  count: number;
  stamp: string;
  /** Per block, once the slot was counted again after a write and holds blocksFrom matches. */
  blocks: Map<number, BlockCount> | null;
}

const keptByDatabase = new WeakMap<Kysely<Database>, Map<string, SlotCount>>();

function keptOf(db: Kysely<Database>): Map<string, SlotCount> {
  let kept = keptByDatabase.get(db);
  if (kept === undefined) {
    kept = new Map();
    keptByDatabase.set(db, kept);
  }
  return kept;
}

/** Index entries of a slot matching the phrase with ids in [firstId, lastId]. */
async function countRange(
  db: Kysely<Database>,
  phrase: string,
  slot: Slot,
  firstId: number,
  lastId: number,
): Promise<number> {
  const base = slotNumber(slot) * SLOT_SPAN;
  // bigints: FTS5 narrows its walk to integer rowid bounds only (a number binds as a double)
  const { rows } = await sql<{ total: number }>`
    select count(*) as total from orders_search
    where orders_search match ${phrase}
      and rowid between ${BigInt(base + firstId)} and ${BigInt(base + lastId)}`.execute(db);
  return rows[0]?.total ?? 0;
}

/**
 * Index entries of `slots` matching `needle` (three characters or more), the whole list without
 * date range or filters. A slot's count is read whole the first time; it is served again while no
 * block's version moved, and once the index changed a large count is split per block, after
 * which only the blocks whose version moved are counted again. The versions are read before any
 * count, so a block written while this call counts is counted again by the next call, never kept
 * with a count older than its version.
 */
export async function keptSearchCount(
  db: Kysely<Database>,
  needle: string,
  slots: readonly Slot[],
): Promise<number> {
  const { rows: versionRows } = await sql<{ block: number; version: number }>`
    select block, version from order_search_blocks order by block`.execute(db);
  const versions = new Map(versionRows.map((row) => [row.block, row.version]));
  const { rows: lastRows } = await sql<{ id: number | null }>`
    select max(id) as id from orders`.execute(db);
  const lastId = lastRows[0]?.id ?? null;
  if (lastId === null) return 0;
  const lastBlock = Math.floor(lastId / BLOCK_IDS);
  const stamp = `${String(lastBlock)}:${versionRows.map((row) => `${String(row.block)}.${String(row.version)}`).join(',')}`;
  const kept = keptOf(db);
  const phrase = ftsPhrase(needle);
  let total = 0;
  for (const slot of slots) {
    const key = `${String(slotNumber(slot))} ${needle}`;
    const known = kept.get(key);
    kept.delete(key); // kept again below, most recently used last
    let entry: SlotCount;
    if (known?.stamp === stamp) entry = known;
    else if (
      known !== undefined &&
      (known.blocks !== null || known.count >= keptCountPolicy.blocksFrom)
    ) {
      const blocks = known.blocks ?? new Map<number, BlockCount>();
      let count = 0;
      for (let block = 0; block <= lastBlock; block++) {
        const version = versions.get(block) ?? 0;
        let counted = blocks.get(block);
        if (counted?.version !== version) {
          const first = block * BLOCK_IDS;
          counted = {
            version,
            count: await countRange(db, phrase, slot, first, first + BLOCK_IDS - 1),
          };
          blocks.set(block, counted);
        }
        count += counted.count;
      }
      entry = { count, stamp, blocks };
    } else
      entry = { count: await countRange(db, phrase, slot, 0, SLOT_SPAN - 1), stamp, blocks: null };
    if (kept.size >= KEPT_SLOT_COUNTS) {
      const oldest = kept.keys().next();
      if (oldest.done !== true) kept.delete(oldest.value);
    }
    kept.set(key, entry);
    total += entry.count;
  }
  return total;
}
