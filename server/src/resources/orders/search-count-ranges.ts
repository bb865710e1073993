import { sql, type Kysely } from 'kysely';
import { offLoopRows } from '../../db/read-threads';
import type { Database } from '../../db/tables';
import { SLOT_SPAN, slotNumber, type Slot } from '../../domain/order-search';
import { ftsPhrase } from '../../lib/search-text';

// How SQLite counts the parts of a search's total that search-counts.ts has to count again: walks
// of its FTS5 index (on a read thread when the database has them), answered with the versions of
// the blocks the same statement saw.

/** log2 of the ids per block: the migration's `id >> 16`. */
export const SEARCH_BLOCK_BITS = 16;

/** A count to make: index entries of a slot matching the phrase with ids in [firstId, lastId]. */
export interface RangeCount {
  slot: Slot;
  firstId: number;
  lastId: number;
}

/** The counts made, and the blocks' versions in the same snapshot. */
export interface Counted {
  totals: number[];
  versions: Map<number, number>;
}

/** Blocks and their versions from `block.version` pairs joined by commas (SQLite's group_concat). */
function parseVersions(text: unknown): Map<number, number> {
  const versions = new Map<number, number>();
  if (typeof text === 'string')
    for (const pair of text.split(',')) {
      const [block, version] = pair.split('.').map(Number);
      if (block !== undefined && version !== undefined) versions.set(block, version);
    }
  return versions;
}

/** A walk of the FTS5 index over the keys [low, high], counting the parts of it in `parts`. */
interface IndexWalk {
  low: number;
  high: number;
  parts: { at: number; low: number; high: number }[];
}

/**
 * The ranges as walks of the index: ranges that meet in key order are one walk, each counted as
 * it passes. A slot's parts meet (the old blocks, then each newer block), and so do the last
 * block of a slot and the next slot's first id: between them lie only orders newer than the last
 * block read (none, or a few written since). FTS5 seeks every trigram of the needle in every
 * segment of the index for each range it is given: at a million orders, a first count of a phone
 * fragment as one walk of a list's two slots took 0.06 ms in Activos and 0.83 ms in Cancelados,
 * as six ranges 0.54 and 3.84 ms.
 */
function walksOf(ranges: readonly RangeCount[]): IndexWalk[] {
  const keyed = ranges
    .map(({ slot, firstId, lastId }, at) => {
      const slotKey = slotNumber(slot) * SLOT_SPAN;
      return { at, slot: slotNumber(slot), low: slotKey + firstId, high: slotKey + lastId, lastId };
    })
    .sort((a, b) => a.low - b.low);
  const lastOfAll = Math.max(...keyed.map((range) => range.lastId));
  const walks: IndexWalk[] = [];
  let previous: (typeof keyed)[number] | undefined;
  for (const range of keyed) {
    const walk = walks[walks.length - 1];
    const meets =
      previous !== undefined &&
      (range.low === previous.high + 1 ||
        (range.slot === previous.slot + 1 &&
          range.low === range.slot * SLOT_SPAN &&
          previous.lastId === lastOfAll));
    const part = { at: range.at, low: range.low, high: range.high };
    if (meets && walk !== undefined) {
      walk.high = range.high;
      walk.parts.push(part);
    } else walks.push({ low: range.low, high: range.high, parts: [part] });
    previous = range;
  }
  return walks;
}

/**
 * The counts, in one statement (one trip to the read thread, however many blocks: each trip
 * waits for a turn of the busy event loop), with the versions of the blocks as that statement saw
 * them: a read thread sees only what is committed, while the versions read before on the server's
 * connection may include writes of a group not yet committed (db/group-commit.ts). A count is kept
 * under the versions it was counted at. Each walk of the index answers a JSON array of its parts'
 * counts.
 */
export async function ftsCountRanges(
  db: Kysely<Database>,
  needle: string,
  ranges: readonly RangeCount[],
): Promise<Counted> {
  const phrase = ftsPhrase(needle);
  // bigints: FTS5 narrows its walk to integer rowid bounds only (a number binds as a double)
  const walks = walksOf(ranges);
  const counts = walks.map(({ low, high, parts }, index) => {
    const partCounts = parts.map(
      (part) =>
        sql`count(*) filter (where rowid between ${BigInt(part.low)} and ${BigInt(part.high)})`,
    );
    return sql`select ${index} as at, (select json_array(${sql.join(partCounts)}) from orders_search
      where orders_search match ${phrase}
        and rowid between ${BigInt(low)} and ${BigInt(high)}) as total`;
  });
  const versionsAt = sql`select -1 as at, (select group_concat(block || '.' || version, ',')
    from (select block, version from order_search_blocks order by block)) as total`;
  const rows = await offLoopRows(
    db,
    sql<{
      at: number;
      total: number | string | null;
    }>`${sql.join([...counts, versionsAt], sql` union all `)}`,
  );
  const totals = ranges.map(() => 0);
  let versions = new Map<number, number>();
  for (const row of rows) {
    if (row.at === -1) {
      versions = parseVersions(row.total);
      continue;
    }
    const parts = walks[row.at]?.parts ?? [];
    const counted = JSON.parse(String(row.total)) as number[];
    parts.forEach(({ at }, index) => (totals[at] = counted[index] ?? 0));
  }
  return { totals, versions };
}
