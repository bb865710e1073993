import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/** Rows per page a list offers; the first load shows DEFAULT_PAGE_SIZE. */
export const PAGE_SIZES = [10, 15, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;
/**
 * The compact pagers under a table inside a screen (a wallet's movements, a customer's own
 * orders): 15 rows first (SPEC: "10 per page main, 15 for the pager").
 */
export const PAGER_PAGE_SIZES = [15, 30, 50];
/** The contract's bounds of a search text. */
export const SEARCH_MAX_LENGTH = 100;

/** Active rows, or the deleted ones (`trashed=without|only`). */
export type ListTab = 'active' | 'deleted';
/** The tabs of a list without tabs of its own. */
const TRASH_TABS: readonly ListTab[] = ['active', 'deleted'];
export type SortOrder = 'asc' | 'desc';

export interface ListSort {
  /** A column's field (one the screen declared sortable). */
  field: string;
  order: SortOrder;
}

/** What a list shows, as kept in the URL query. */
export interface ListUrlState {
  /** From 1. */
  page: number;
  size: number;
  /** Trimmed; '' when there is no search. */
  search: string;
  sort: ListSort | null;
  /**
   * `active` or `deleted` (the Active/Deleted tabs); on a screen with tabs of its own
   * (`ListUrlOptions.tabs`), one of them.
   */
  tab: string;
  /**
   * Screens with tabs of their own only: the tab's deleted rows are shown (`?deleted=1`). Elsewhere
   * absent: the `deleted` tab says it.
   */
  deleted?: boolean;
}

/** The URL query keys of a list. */
export const LIST_PARAMS = {
  page: 'page',
  size: 'size',
  search: 'q',
  sort: 'sort',
  order: 'order',
  tab: 'tab',
  deleted: 'deleted',
} as const;

export interface ListUrlOptions {
  /** Fields that may be sorted by; any other `sort` in the URL is ignored. */
  sortable: readonly string[];
  /**
   * The screen's own tabs (`?tab=<value>`, the first one by default) instead of Active/Deleted; the
   * deleted rows of a tab are then asked for with `?deleted=1`.
   */
  tabs?: readonly string[] | undefined;
  /** The sizes the list offers, the first one shown by default (PAGE_SIZES, 10 first, if absent). */
  pageSizes?: readonly number[] | undefined;
}

/** The rows shown are the deleted ones (the Deleted tab, or `?deleted=1` beside the own tabs). */
export function isDeletedView(state: ListUrlState): boolean {
  return state.deleted ?? state.tab === 'deleted';
}

const MAX_PAGE = 10_000_000;

function positiveInteger(raw: string | null): number | null {
  if (raw === null || !/^\d{1,8}$/.test(raw)) return null;
  const value = Number(raw);
  return value >= 1 && value <= MAX_PAGE ? value : null;
}

/** A search as the server takes it: trimmed, at most 100 characters. */
export function normalizeSearch(raw: string | null | undefined): string {
  return (raw ?? '').trim().slice(0, SEARCH_MAX_LENGTH).trim();
}

/**
 * The list state in a URL query. Anything missing or invalid (`page=abc`, `size=7`, an unknown sort
 * field, `tab=x`) falls back to its default: page 1, 10 rows, no search, the server's order, active.
 */
export function readListState(params: URLSearchParams, options: ListUrlOptions): ListUrlState {
  const size = positiveInteger(params.get(LIST_PARAMS.size));
  const sizes = options.pageSizes ?? PAGE_SIZES;
  const sortField = params.get(LIST_PARAMS.sort);
  const order = params.get(LIST_PARAMS.order);
  const own = options.tabs !== undefined && options.tabs.length > 0 ? options.tabs : null;
  const tabs = own ?? TRASH_TABS;
  const tab = params.get(LIST_PARAMS.tab);
  return {
    page: positiveInteger(params.get(LIST_PARAMS.page)) ?? 1,
    size: size !== null && sizes.includes(size) ? size : (sizes[0] ?? DEFAULT_PAGE_SIZE),
    search: normalizeSearch(params.get(LIST_PARAMS.search)),
    sort:
      sortField !== null && options.sortable.includes(sortField)
        ? { field: sortField, order: order === 'desc' ? 'desc' : 'asc' }
        : null,
    tab: tab !== null && tabs.includes(tab) ? tab : (tabs[0] ?? 'active'),
    ...(own ? { deleted: params.get(LIST_PARAMS.deleted) === '1' } : {}),
  };
}

/**
 * Writes a list state into a URL query, leaving out defaults so that a plain list has a plain URL.
 * Keys that are not the list's (a screen's own filters) are kept. `tabs` are the screen's own tabs
 * (`ListUrlOptions.tabs`), if any.
 */
export function writeListState(
  params: URLSearchParams,
  state: ListUrlState,
  tabs?: readonly string[],
  defaultSize: number = DEFAULT_PAGE_SIZE,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const put = (key: string, value: string | null) => {
    if (value === null) next.delete(key);
    else next.set(key, value);
  };
  put(LIST_PARAMS.page, state.page > 1 ? String(state.page) : null);
  put(LIST_PARAMS.size, state.size !== defaultSize ? String(state.size) : null);
  put(LIST_PARAMS.search, state.search !== '' ? state.search : null);
  put(LIST_PARAMS.sort, state.sort ? state.sort.field : null);
  put(LIST_PARAMS.order, state.sort ? state.sort.order : null);
  if (tabs !== undefined && tabs.length > 0) {
    put(LIST_PARAMS.tab, state.tab !== tabs[0] && tabs.includes(state.tab) ? state.tab : null);
    put(LIST_PARAMS.deleted, state.deleted === true ? '1' : null);
  } else {
    put(LIST_PARAMS.tab, state.tab === 'deleted' ? 'deleted' : null);
  }
  return next;
}

export interface ListUrlControls {
  /** `replace` corrects the URL without a history entry (a page past the last one). */
  setPage: (page: number, replace?: boolean) => void;
  /** A new size starts again at page 1. */
  setSize: (size: number) => void;
  /** A new search starts again at page 1; typing replaces the history entry instead of adding one. */
  setSearch: (search: string) => void;
  setSort: (sort: ListSort | null) => void;
  /** Another tab starts again at page 1. */
  setTab: (tab: string) => void;
  /**
   * Shows the deleted rows (or the live ones again), from page 1: the Deleted tab, or `?deleted=1`
   * on a screen with tabs of its own.
   */
  setDeleted: (deleted: boolean) => void;
  /** Page 1 (for a screen's own filters, which live in the same query). */
  setFilter: (key: string, value: string | null) => void;
  /** Several of the screen's own filters at once (a date range), in one history entry; page 1. */
  setFilters: (values: Readonly<Record<string, string | null>>) => void;
}

/**
 * The list state kept in the URL query (`?page=2&size=25&q=centro&sort=name&order=desc&tab=deleted`),
 * so that Back, a reload and a shared link show the same rows. Every change but the search adds a
 * history entry.
 */
export function useListUrlState(options: ListUrlOptions): [ListUrlState, ListUrlControls] {
  const [params, setParams] = useSearchParams();
  const sortableKey = options.sortable.join(',');
  const tabsKey = options.tabs?.join(',') ?? '';
  const sizesKey = options.pageSizes?.join(',') ?? '';
  const defaultSize = options.pageSizes?.[0] ?? DEFAULT_PAGE_SIZE;
  // the options are compared by value (callers pass fresh arrays on every render)
  const state = useMemo(() => {
    const listOf = (key: string) => (key === '' ? [] : key.split(','));
    return readListState(params, {
      sortable: listOf(sortableKey),
      tabs: listOf(tabsKey),
      pageSizes: sizesKey === '' ? undefined : listOf(sizesKey).map(Number),
    });
  }, [params, sortableKey, tabsKey, sizesKey]);
  const ownTabs = state.deleted !== undefined;

  const update = useCallback(
    (change: Partial<ListUrlState>, replace = false) => {
      const next = writeListState(
        params,
        { ...state, ...change },
        tabsKey ? tabsKey.split(',') : [],
        defaultSize,
      );
      if (next.toString() !== params.toString()) setParams(next, { replace });
    },
    [params, setParams, state, tabsKey, defaultSize],
  );

  const setFilters = useCallback(
    (values: Readonly<Record<string, string | null>>) => {
      const next = new URLSearchParams(params);
      for (const [key, value] of Object.entries(values)) {
        if (value === null || value === '') next.delete(key);
        else next.set(key, value);
      }
      next.delete(LIST_PARAMS.page);
      if (next.toString() !== params.toString()) setParams(next);
    },
    [params, setParams],
  );

  const controls = useMemo<ListUrlControls>(
    () => ({
      setPage: (page, replace = false) => update({ page }, replace),
      setSize: (size) => update({ size, page: 1 }),
      setSearch: (search) => {
        const next = normalizeSearch(search);
        if (next !== state.search) update({ search: next, page: 1 }, true);
      },
      setSort: (sort) => update({ sort, page: 1 }),
      setTab: (tab) => update({ tab, page: 1 }),
      setDeleted: (deleted) =>
        update(ownTabs ? { deleted, page: 1 } : { tab: deleted ? 'deleted' : 'active', page: 1 }),
      setFilter: (key, value) => setFilters({ [key]: value }),
      setFilters,
    }),
    [ownTabs, setFilters, state.search, update],
  );

  return [state, controls];
}
