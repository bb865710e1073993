import { sql, type Kysely } from 'kysely';
import { offLoopRows } from '../../db/read-threads';
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
// while the index does not change at all. The counts run on the database's read thread (off the
// event loop) when it has one.

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

/** A count to make: index entries of a slot matching the phrase with ids in [firstId, lastId]. */
interface RangeCount {
  slot: Slot;
  firstId: number;
  lastId: number;
}

/** What a slot needs counted: nothing (kept under this stamp), blocks whose version moved, or all. */
type SlotPlan = { key: string } & (
  | { kind: 'kept'; known: SlotCount }
  | {
      kind: 'blocks';
      counted: Map<number, BlockCount>;
      /** The blocks to count again, each with its version and its place among the counts. */
      stale: { block: number; version: number; at: number }[];
    }
  | { kind: 'whole'; at: number }
);

/**
 * The counts, in one statement (one trip to the read thread, however many blocks: each trip
 * waits for a turn of the busy event loop).
 */
async function countRanges(
  db: Kysely<Database>,
  phrase: string,
  ranges: readonly RangeCount[],
): Promise<number[]> {
  if (ranges.length === 0) return [];
  const counts = ranges.map(({ slot, firstId, lastId }, index) => {
    const base = slotNumber(slot) * SLOT_SPAN;
    // bigints: FTS5 narrows its walk to integer rowid bounds only (a number binds as a double)
    return sql`select ${index} as at, (select count(*) from orders_search
      where orders_search match ${phrase}
        and rowid between ${BigInt(base + firstId)} and ${BigInt(base + lastId)}) as total`;
  });
  const rows = await offLoopRows(
    db,
    sql<{ at: number; total: number }>`${sql.join(counts, sql` union all `)}`,
  );
  const totals = ranges.map(() => 0);
  for (const row of rows) totals[row.at] = row.total;
  return totals;
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

  // what each slot needs counted: nothing (kept under this stamp), the blocks whose version moved,
  // or the whole slot
  const ranges: RangeCount[] = [];
  const plans = slots.map((slot): SlotPlan => {
    const key = `${String(slotNumber(slot))} ${needle}`;
    const known = kept.get(key);
    if (known?.stamp === stamp) return { key, kind: 'kept', known };
    if (
      known !== undefined &&
      (known.blocks !== null || known.count >= keptCountPolicy.blocksFrom)
    ) {
      const blocks = new Map(known.blocks ?? []);
      const stale: { block: number; version: number; at: number }[] = [];
      for (let block = 0; block <= lastBlock; block++) {
        const version = versions.get(block) ?? 0;
        if (blocks.get(block)?.version === version) continue;
        const first = block * BLOCK_IDS;
        stale.push({ block, version, at: ranges.length });
        ranges.push({ slot, firstId: first, lastId: first + BLOCK_IDS - 1 });
      }
      return { key, kind: 'blocks', counted: blocks, stale };
    }
    ranges.push({ slot, firstId: 0, lastId: SLOT_SPAN - 1 });
    return { key, kind: 'whole', at: ranges.length - 1 };
  });
  const totals = await countRanges(db, ftsPhrase(needle), ranges);

  let total = 0;
  for (const plan of plans) {
    let entry: SlotCount;
    if (plan.kind === 'blocks') {
      const { counted, stale } = plan;
      for (const { block, version, at } of stale)
        counted.set(block, { version, count: totals[at] ?? 0 });
      let count = 0;
      for (let block = 0; block <= lastBlock; block++) count += counted.get(block)?.count ?? 0;
      entry = { count, stamp, blocks: counted };
    } else if (plan.kind === 'whole') entry = { count: totals[plan.at] ?? 0, stamp, blocks: null };
    else entry = plan.known;
    kept.delete(plan.key); // kept again below, most recently used last
    if (kept.size >= KEPT_SLOT_COUNTS) {
      const oldest = kept.keys().next();
      if (oldest.done !== true) kept.delete(oldest.value);
    }
    kept.set(plan.key, entry);
    total += entry.count;
  }
  return total;
}
