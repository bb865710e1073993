import { sql, type RawBuilder } from 'kysely';

/**
 * The phrase of an order's searched text: what follows its first word (the folio), '' when it has
 * one word. Cut as the trigger of migration 2026_11_29_1500_count_order_search_phrases_on_postgres
 * cuts it, for the counts it keeps (resources/orders/phrase-counts.ts) and their check
 * (consistency.ts).
 */
export const phraseOfSql = (column: string): RawBuilder<string> =>
  sql<string>`case when strpos(${sql.ref(column)}, ' ') = 0 then ''
    else substr(${sql.ref(column)}, strpos(${sql.ref(column)}, ' ') + 1) end`;
