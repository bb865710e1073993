import { useEffect } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import type { SkipToken } from '@reduxjs/toolkit/query';
import { isDeletedView, useListUrlState } from './list-url-state';
import type { ListUrlControls, ListUrlState } from './list-url-state';

/** The Laravel pagination envelope every list call answers. */
export interface Page<Row> {
  data: Row[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
}

/** The arguments the pattern gives a generated `…Paginated` query. */
export interface PageArgs {
  page: number;
  size: number;
  trashed?: 'without' | 'only';
  sort?: string;
  order?: 'asc' | 'desc';
}

/** The arguments of a `…PaginatedSearch` query: the same plus the search path segment. */
export type SearchPageArgs = PageArgs & { search: string };

/** What the pattern reads from a generated RTK Query hook. */
export interface ListQueryResult<Row> {
  data?: Page<Row> | undefined;
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/** A generated query hook (`useGetZonesPaginatedQuery`), seen through what the pattern needs. */
export type ListQueryHook<Arg, Row> = (arg: Arg | SkipToken) => ListQueryResult<Row>;

export interface ServerListOptions<Row, Extra extends object> {
  /** `use…PaginatedQuery`: the list without a search. */
  useList: ListQueryHook<PageArgs & Extra, Row>;
  /** `use…PaginatedSearchQuery`: the list for a search; without it the list has no search box. */
  useSearch?: ListQueryHook<SearchPageArgs & Extra, Row> | undefined;
  /** Fields the server sorts by (`sort=<field>&order=asc|desc`). */
  sortable: readonly string[];
  /** Send `trashed=without|only` from the tab (lists with deleted rows). */
  trashed: boolean;
  /** The screen's own tabs (`ListUrlOptions.tabs`); the screen passes the tab in `extraArgs`. */
  tabs?: readonly string[] | undefined;
  /** The sizes offered, the first one by default (`ListUrlOptions.pageSizes`). */
  pageSizes?: readonly number[] | undefined;
  /** The screen's own arguments (filters kept by the screen: a user type, a date range). */
  extraArgs?: Extra | undefined;
  /** While true nothing is requested (e.g. a filter is not valid yet). */
  skip?: boolean | undefined;
}

export interface ServerList<Row> {
  state: ListUrlState;
  controls: ListUrlControls;
  rows: Row[];
  total: number;
  /** The first answer has not arrived. */
  isLoading: boolean;
  /** A request is on its way (first or later). */
  isFetching: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => void;
  /** The list can be searched (it has a search endpoint). */
  searchable: boolean;
}

/**
 * The path segment of a search: encoded, because the generated query puts it in the path as it is
 * (a `/`, `%`, `?` or `#` in the text would change the URL).
 */
export function searchSegment(search: string): string {
  return encodeURIComponent(search);
}

/** The query of a list's page: its arguments, and the search (path segment) if any. */
export interface ListQuery<Extra extends object> {
  /** The page's arguments, the search aside. */
  page: PageArgs & Extra;
  /** The search as its path segment (encoded), or null: the list's own endpoint is called. */
  search: string | null;
}

/**
 * What a list state asks the server for (what `useServerList` calls its endpoints with), so that a
 * route can ask for a screen's first page before the screen renders, and the screen then finds it.
 */
export function listQueryOf<Extra extends object>(
  state: ListUrlState,
  options: { trashed: boolean; searchable: boolean; extraArgs?: Extra | undefined },
): ListQuery<Extra> {
  const page = {
    ...(options.extraArgs as Extra),
    page: state.page,
    size: state.size,
    ...(options.trashed
      ? { trashed: isDeletedView(state) ? ('only' as const) : ('without' as const) }
      : {}),
    ...(state.sort ? { sort: state.sort.field, order: state.sort.order } : {}),
  } as PageArgs & Extra;
  const search = options.searchable ? state.search : '';
  return { page, search: search === '' ? null : searchSegment(search) };
}

/**
 * A server-paginated list driven by the URL: page, size, search, sort and tab come from the query
 * string; the `…Paginated` endpoint is called without a search and the `…PaginatedSearch` endpoint
 * with one (only one of them is subscribed at a time). A page past the last one (rows were deleted
 * meanwhile, or an old link) is corrected to the last page.
 */
export function useServerList<Row, Extra extends object = object>({
  useList,
  useSearch,
  sortable,
  trashed,
  tabs,
  pageSizes,
  extraArgs,
  skip = false,
}: ServerListOptions<Row, Extra>): ServerList<Row> {
  const [state, controls] = useListUrlState({ sortable, tabs, pageSizes });
  const searchable = useSearch !== undefined;
  const query = listQueryOf(state, { trashed, searchable, extraArgs });

  const listResult = useList(skip || query.search !== null ? skipToken : query.page);
  const noSearch: ListQueryHook<SearchPageArgs & Extra, Row> = () => ({
    isLoading: false,
    isFetching: false,
    isError: false,
    refetch: () => undefined,
  });
  const searchResult = (useSearch ?? noSearch)(
    skip || query.search === null ? skipToken : { ...query.page, search: query.search },
  );
  const result = query.search === null ? listResult : searchResult;
  const page = result.data;

  const lastPage = page && page.total > 0 ? page.last_page : null;
  const { setPage } = controls;
  useEffect(() => {
    if (lastPage !== null && state.page > lastPage && !result.isFetching) setPage(lastPage, true);
  }, [lastPage, result.isFetching, setPage, state.page]);

  return {
    state,
    controls,
    rows: page?.data ?? [],
    total: page?.total ?? 0,
    isLoading: result.isLoading,
    isFetching: result.isFetching,
    isError: result.isError,
    error: result.error,
    refetch: () => {
      void result.refetch();
    },
    searchable,
  };
}
