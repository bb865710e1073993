import type { OrderStatusValue } from '../db/tables';
import { digitsOf, normaliseSearch } from '../lib/search-text';
import { ACTIVE_STATUSES, FINISHED_STATUSES } from './order-status';

// How the order lists are cut and how their search box reads.
//
// A list is a set of "slots": one slot per (status, deleted) pair. The Activos tab is the slots of
// new and in_process, the Cancelados tab those of completed and cancelled; `status` narrows to one
// status, `trashed` picks the deleted slots, the live ones or both.
//
// The search index of SQLite keys every order by `slot × SLOT_SPAN + id`, so a list (and a status
// within it) is a rowid range of the index and "newest first" is a walk down that range. The
// migration that builds the index writes the same formula in SQL (see slotKeySql there).

export type OrderListName = 'active' | 'finished';
export type TrashedFilter = 'without' | 'only' | 'with';

export const statusesOfList: Readonly<Record<OrderListName, readonly OrderStatusValue[]>> = {
  active: ACTIVE_STATUSES,
  finished: FINISHED_STATUSES,
};

const statusIndex: Readonly<Record<OrderStatusValue, number>> = {
  new: 0,
  in_process: 1,
  completed: 2,
  cancelled: 3,
};

/** Room for 2^40 ids per slot. */
export const SLOT_SPAN = 2 ** 40;

export interface Slot {
  status: OrderStatusValue;
  deleted: boolean;
}

export const slotNumber = (slot: Slot): number => statusIndex[slot.status] + (slot.deleted ? 4 : 0);

/** The key of an order in the SQLite search index. */
export const searchKeyOf = (slot: Slot, id: number): number => slotNumber(slot) * SLOT_SPAN + id;

/** The slots a list reads, in slot order. A `status` outside the list leaves no slot. */
export function slotsOf(
  list: OrderListName,
  status: OrderStatusValue | undefined,
  trashed: TrashedFilter,
): Slot[] {
  const statuses = statusesOfList[list].filter((value) => status === undefined || value === status);
  const deletedFlags =
    trashed === 'without' ? [false] : trashed === 'only' ? [true] : [false, true];
  return deletedFlags
    .flatMap((deleted) => statuses.map((value) => ({ status: value, deleted })))
    .sort((a, b) => slotNumber(a) - slotNumber(b));
}

/** Runs of consecutive slot numbers, as inclusive [first, last] pairs (one index range each). */
export function slotRuns(slots: readonly Slot[]): [number, number][] {
  const runs: [number, number][] = [];
  for (const number of slots.map(slotNumber)) {
    const last = runs[runs.length - 1];
    if (last !== undefined && last[1] === number - 1) last[1] = number;
    else runs.push([number, number]);
  }
  return runs;
}

/** The trigram index cannot look up fragments shorter than this. */
export const TRIGRAM_LENGTH = 3;

/**
 * How many of the newest orders of a list a fragment shorter than TRIGRAM_LENGTH is looked for in:
 * one or two characters cannot use the trigram index, so their search is bounded to a recent window.
 */
export const SHORT_SEARCH_WINDOW = 5000;

/**
 * What a search box text looks for in `search_text`: a phone-like text (digits with spaces,
 * dashes, dots, parentheses or +) by its digits, as phones are stored; anything else normalised
 * (lowercase, without accents, single spaces; control characters read as spaces). Empty when
 * nothing searchable is left.
 */
export function searchNeedle(text: string): string {
  const phoneLike = /^[\d\s().+-]+$/.test(text) && /\d/.test(text);
  return phoneLike ? digitsOf(text) : normaliseSearch(text);
}

/** The export and finished-list filter segment: `all` or `-` mean no search. */
export const searchOfFilterSegment = (filter: string): string | undefined => {
  const trimmed = filter.trim();
  return trimmed === '' || trimmed === '-' || trimmed.toLowerCase() === 'all' ? undefined : filter;
};
