import { sql, type RawBuilder, type SqlBool } from 'kysely';
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

/** A list's rows, filtered and sorted (a Kysely select): what a page is cut from. */
interface RowsQuery<Row> {
  limit(limit: number): { offset(offset: number): { execute(): Promise<Row[]> } };
}

/** The count of a whole filtered list, as `total` (a Kysely select of `countAll`). */
interface CountQuery {
  executeTakeFirstOrThrow(): Promise<{ total: number }>;
}

/**
 * One page of a list, in the Laravel envelope: the rows of the page (cut from `rows`) and the
 * count of the whole list (`count`, with the same filter), read together; `toView` shapes a row.
 */
export async function paginate<Row, View = Row>(
  request: PageRequest,
  rows: RowsQuery<Row>,
  count: CountQuery,
  toView: (row: Row) => View = (row) => row as unknown as View,
): Promise<Page<View>> {
  const [page, counted] = await Promise.all([
    rows.limit(request.size).offset(offsetOf(request)).execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return pageOf(page.map(toView), counted.total, request);
}

/**
 * What a `trashed` filter keeps, on a deleted_at column: the active rows (without, the default),
 * the deleted ones (only), or every row (with: no condition).
 */
export function trashedConditions(
  column: string,
  trashed: TrashedFilter | undefined,
): RawBuilder<SqlBool>[] {
  const kept = trashed ?? 'without';
  if (kept === 'with') return [];
  return [
    kept === 'without'
      ? sql<SqlBool>`${sql.ref(column)} is null`
      : sql<SqlBool>`${sql.ref(column)} is not null`,
  ];
}

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
