import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import { slotNumber, type Slot } from '../../domain/order-search';
import { SEARCH_BLOCK_BITS, ftsCountRanges, type RangeCount } from './search-count-ranges';

// SQLite: the total of a search in an order list, kept between calls. Counting a name or a phone
// fragment in the finished list at a million orders walks the FTS5 index's entries of each of its
// trigrams (about 4 ms on a read thread, whatever the number of matches). The count is what grows
// with the data: the page itself only walks as far as it shows. So a slot's count is kept with the
// versions of the blocks of ids it covers (order_search_blocks, moved by triggers with every change
// of what a search finds in that block, migration 2026_11_29_1100_version_order_search_blocks), and
// a call counts again only what moved since. (PostgreSQL counts from the texts orders share,
// exactly at every call: phrase-counts.ts.)
// The first count reads the slot in parts: the old blocks as one, and the newest two blocks each
// on its own. The new orders and status changes of the day land in those last blocks, so the next
// calls count one block (about a tenth of the whole); a write to an old block has the old part
// counted again. The parts that meet are counted in one walk of the index (a list's slots at a
// first count: see walksOf), on the database's read thread (off the event loop) when it has one.

/** Slot counts kept per database; past this many the least recently used are dropped. */
export const KEPT_SLOT_COUNTS = 20_000;

/** The newest blocks of ids (of the last one's) counted each on its own from a slot's first count. */
export const NEWEST_BLOCKS = 2;

interface BlockCount {
  version: number;
  count: number;
}

/** A slot's count for one needle, in two parts, with the versions it was counted under. */
interface SlotCount {
  count: number;
  stamp: string;
  /** The blocks below `below`, counted as one range, and the sum of their versions then. */
  old: { below: number; versions: number; count: number };
  /** Each block from `old.below` on. */
  blocks: Map<number, BlockCount>;
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

/** What a slot needs counted: nothing (kept under this stamp), or some of its parts. */
type SlotPlan = { key: string } & (
  | { kind: 'kept'; known: SlotCount }
  | {
      kind: 'parts';
      /** The old part as kept, or its place among the counts when it is counted again. */
      old: SlotCount['old'] | { below: number; versions: number; at: number };
      counted: Map<number, BlockCount>;
      /** The blocks to count again, each with its version and its place among the counts. */
      stale: { block: number; version: number; at: number }[];
    }
);

/** The sum of the versions of the blocks below `below`: it moves whenever one of them does. */
function versionsBelow(versions: ReadonlyMap<number, number>, below: number): number {
  let sum = 0;
  for (const [block, version] of versions) if (block < below) sum += version;
  return sum;
}

/**
 * Index entries of `slots` matching `needle` (three characters or more), the whole list without
 * date range or filters. A slot's count is kept in its two parts (the old blocks, and each newer
 * block), and a call counts again only the parts whose versions moved since. A part counted is
 * kept under the versions its count saw (ftsCountRanges): a block written while
 * this call counts, or written by a group not yet committed when the count ran, is counted again
 * by the next call, never kept with a count older than its version.
 */
export async function keptSearchCount(
  db: Kysely<Database>,
  needle: string,
  slots: readonly Slot[],
): Promise<number> {
  const blockIds = 2 ** SEARCH_BLOCK_BITS;
  // in one statement: the last order's id (as block -1), and each block's version
  const { rows: versionRows } = await sql<{ block: number; version: number | null }>`
    select -1 as block, max(id) as version from orders
    union all
    select block, version from order_search_blocks
    order by block`.execute(db);
  const lastId = versionRows[0]?.version ?? null;
  if (lastId === null) return 0;
  const versions = new Map(
    versionRows.filter((row) => row.block !== -1).map((row) => [row.block, row.version ?? 0]),
  );
  const lastBlock = Math.floor(lastId / blockIds);
  const stamp = `${String(lastBlock)}:${[...versions].map(([block, version]) => `${String(block)}.${String(version)}`).join(',')}`;
  const kept = keptOf(db);

  // what each slot needs counted: nothing (kept under this stamp), or the parts that moved
  const ranges: RangeCount[] = [];
  const plans = slots.map((slot): SlotPlan => {
    const key = `${String(slotNumber(slot))} ${needle}`;
    const known = kept.get(key);
    if (known?.stamp === stamp) return { key, kind: 'kept', known };
    const below = known?.old.below ?? Math.max(0, lastBlock + 1 - NEWEST_BLOCKS);
    const oldVersions = versionsBelow(versions, below);
    let old: Extract<SlotPlan, { kind: 'parts' }>['old'];
    if (known !== undefined && known.old.versions === oldVersions) old = known.old;
    // no old blocks yet: nothing to count
    else if (below === 0) old = { below, versions: oldVersions, count: 0 };
    else {
      old = { below, versions: oldVersions, at: ranges.length };
      ranges.push({ slot, firstId: 0, lastId: below * blockIds - 1 });
    }
    const counted = new Map(known?.blocks ?? []);
    const stale: { block: number; version: number; at: number }[] = [];
    for (let block = below; block <= lastBlock; block++) {
      const version = versions.get(block) ?? 0;
      if (counted.get(block)?.version === version) continue;
      const first = block * blockIds;
      stale.push({ block, version, at: ranges.length });
      ranges.push({ slot, firstId: first, lastId: first + blockIds - 1 });
    }
    return { key, kind: 'parts', old, counted, stale };
  });
  const made = ranges.length === 0 ? null : await ftsCountRanges(db, needle, ranges);
  const totals = made?.totals ?? [];
  // a part counted is kept under its version in the count's snapshot (0: the block was empty)
  const seen = (block: number): number => made?.versions.get(block) ?? 0;

  let total = 0;
  for (const plan of plans) {
    let entry: SlotCount;
    if (plan.kind === 'parts') {
      const { counted, stale } = plan;
      // the stamp read here holds for the entry only if every part was counted at its versions
      let current = true;
      for (const { block, version, at } of stale) {
        counted.set(block, { version: seen(block), count: totals[at] ?? 0 });
        current &&= seen(block) === version;
      }
      const { below, versions: oldVersions } = plan.old;
      let old: SlotCount['old'];
      if ('at' in plan.old) {
        old = {
          below,
          versions: versionsBelow(made?.versions ?? new Map(), below),
          count: totals[plan.old.at] ?? 0,
        };
        current &&= old.versions === oldVersions;
      } else old = plan.old;
      let count = old.count;
      for (let block = old.below; block <= lastBlock; block++)
        count += counted.get(block)?.count ?? 0;
      entry = { count, stamp: current ? stamp : '', old, blocks: counted };
    } else entry = plan.known;
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
