import { sql, type Kysely, type RawBuilder } from 'kysely';
import { phraseOfSql } from '../../db/order-search-phrases';
import type { Database } from '../../db/tables';
import type { Slot } from '../../domain/order-search';
import { containsPattern, escapeLike, normaliseSearch } from '../../lib/search-text';
import { slotCondition, statusList } from './list-plan';

// PostgreSQL: the total of a search over a whole order list, counted from the texts orders share
// (migration 2026_11_29_1500_count_order_search_phrases_on_postgres). An order's searched text is
// its first word (the folio) and its phrase (the rest: customer, phone, employee), and a fragment
// is found in it when it is in the phrase, or in the first word, or across the space between them.
// So the total is
//   the orders of every phrase holding the fragment (order_phrase_counts, a few rows a phrase)
// + the orders whose phrase does not hold it but whose text does, found by their first word
//   (order_search_texts' index on it): a fragment of the folio ("0274" of GLP-002741), or one that
//   starts in it ("41 jose").
// At 205,000 orders a phone fragment's 1,856 finished orders took 28 ms to count on order_search_texts
// (every candidate rechecked on its page): here the phrases holding it are a few dozen rows.

/** The count rows' condition: the slots' statuses, live or deleted as the slots are. */
function countSlotCondition(slots: readonly Slot[]): RawBuilder<unknown> {
  const statuses = [...new Set(slots.map((slot) => slot.status))];
  const deleted = [...new Set(slots.map((slot) => (slot.deleted ? 1 : 0)))];
  return sql`c.status in (${statusList(statuses)}) and c.deleted in (${sql.join(deleted.map((flag) => sql.lit(flag)))})`;
}

const phraseOfText = phraseOfSql('o.search_text');

/**
 * The orders whose text holds the fragment where their phrase does not: their first word holds it,
 * or, when it has a space, it spans the first word's end and the phrase's start (the first word has
 * no space, so the fragment's first space is where it crosses). Null when what crosses into the
 * first word is under three characters, too short for the trigram index to narrow (then the caller
 * counts the texts whole).
 */
function beyondThePhrase(needle: string): RawBuilder<unknown> | null {
  const head = sql`split_part(o.search_text, ' ', 1)`;
  const space = needle.indexOf(' ');
  if (space === -1) return sql`${head} like ${containsPattern(needle)} escape '\\'`;
  const before = needle.slice(0, space);
  if (Array.from(before).length < 3) return null;
  return sql`${head} like ${`%${escapeLike(before)}`} escape '\\'
    and ${phraseOfText} like ${`${escapeLike(needle.slice(space + 1))}%`} escape '\\'`;
}

/**
 * The orders of `slots` whose searched text holds `needle` (three characters or more), the whole
 * list; null when the fragment cannot be counted from the phrases (see beyondThePhrase).
 */
export async function phraseSearchCount(
  db: Kysely<Database>,
  needle: string,
  slots: readonly Slot[],
): Promise<number | null> {
  if (slots.length === 0) return 0;
  const normalised = normaliseSearch(needle);
  const beyond = beyondThePhrase(normalised);
  if (beyond === null) return null;
  const pattern = containsPattern(normalised);
  const { rows } = await sql<{ phrases: string | number | null; others: string | number }>`
    select
      (select sum(c.orders_count) from order_search_phrases as p
        join order_phrase_counts as c on c.phrase_id = p.id
        where p.phrase like ${pattern} escape '\\' and ${countSlotCondition(slots)}) as phrases,
      (select count(*) from order_search_texts as o
        where ${beyond} and ${slotCondition(slots)}
          and not (${phraseOfText} like ${pattern} escape '\\')) as others`.execute(db);
  const row = rows[0];
  return Number(row?.phrases ?? 0) + Number(row?.others ?? 0);
}
