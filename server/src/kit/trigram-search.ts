import { SqliteAdapter, sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../db/tables';
import { ftsPhrase, normaliseSearch } from '../lib/search-text';
import { searchTextMatches } from './pagination';

/** The trigram indexes cannot look up fragments shorter than this. */
export const TRIGRAM_LENGTH = 3;

const isSqlite = (db: Kysely<Database>): boolean =>
  db.getExecutor().adapter instanceof SqliteAdapter;

/**
 * `search_text` contains the normalised needle, read through the table's trigram index when it
 * can be: on SQLite the contentless FTS5 table `<index>` keyed by the row id (a trigram phrase
 * matches exactly the substrings LIKE finds); on PostgreSQL the LIKE itself, which the pg_trgm GIN
 * index serves. Needles shorter than a trigram fall back to LIKE over the rows.
 */
export function trigramSearch(
  db: Kysely<Database>,
  table: { searchText: string; id: string; index: string },
  needle: string,
): Expression<SqlBool> {
  const normalised = normaliseSearch(needle);
  if (!isSqlite(db) || Array.from(normalised).length < TRIGRAM_LENGTH)
    return searchTextMatches(table.searchText, needle);
  const index = sql.table(table.index);
  return sql<SqlBool>`${sql.ref(table.id)} in (select rowid from ${index} where ${index} match ${ftsPhrase(normalised)})`;
}
