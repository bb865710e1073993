import { sql, type RawBuilder } from 'kysely';
import { DomainError } from '../domain/errors';
import { containsPattern } from '../lib/search-text';

export interface Page<T> {
  data: T[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
}

export interface PageRequest {
  page: number;
  size: number;
}

export type TrashedFilter = 'without' | 'only' | 'with';

/** The Laravel envelope; last_page is at least 1, a page past the end is empty. */
export const pageOf = <T>(data: T[], total: number, request: PageRequest): Page<T> => ({
  data,
  current_page: request.page,
  per_page: request.size,
  total,
  last_page: Math.max(1, Math.ceil(total / request.size)),
});

/** Everything on one page (the `/all` lists). */
export const singlePage = <T>(data: T[]): Page<T> => ({
  data,
  current_page: 1,
  per_page: Math.max(1, data.length),
  total: data.length,
  last_page: 1,
});

export const offsetOf = (request: PageRequest): number => (request.page - 1) * request.size;

/** `<column> LIKE '%needle%' ESCAPE '\'` on a normalised search_text column. */
export const searchTextMatches = (column: string, needle: string): RawBuilder<boolean> =>
  sql<boolean>`${sql.ref(column)} like ${containsPattern(needle)} escape '\\'`;

/** The query of the master-data lists (`ListQuery` of the contract) plus the search segment. */
export interface ListFilter {
  search?: string | undefined;
  trashed?: TrashedFilter | undefined;
  sort?: string | undefined;
  order?: 'asc' | 'desc' | undefined;
}

/** The column behind a `sort` value, from a whitelist; anything else is a 400 on `sort`. */
export function sortColumnOf<Columns extends Record<string, string>>(
  sortable: Columns,
  sort: string | undefined,
  fallback: Columns[keyof Columns],
): Columns[keyof Columns] {
  if (sort === undefined) return fallback;
  if (!Object.hasOwn(sortable, sort))
    throw new DomainError(400, 'validationFailed', { sort: ['unknownSortField'] });
  return sortable[sort as keyof Columns];
}
