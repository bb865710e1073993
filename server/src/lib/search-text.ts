/**
 * The one normaliser of search texts, for what is stored in `search_text` columns and for every
 * search box text, so both sides read alike: lowercase, accents stripped, control characters
 * (NUL, BEL, DEL, C1…: nothing a search can mean, and what breaks an FTS5 MATCH or a PostgreSQL
 * text parameter) read as spaces, whitespace collapsed and trimmed.
 */
export function normaliseSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/\p{Cc}/gu, ' ')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

export const digitsOf = (text: string | null | undefined): string =>
  (text ?? '').replace(/\D/g, '');

/** The search_text of a row: the normalised parts joined by spaces (null parts skipped). */
export function buildSearchText(parts: readonly (string | null | undefined)[]): string {
  return normaliseSearch(parts.filter((part): part is string => Boolean(part)).join(' '));
}

/** Text read literally in a LIKE pattern: `%`, `_` and `\` escaped (use ESCAPE '\'). */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** A LIKE pattern matching the needle anywhere, with `%`, `_` and `\` escaped (use ESCAPE '\'). */
export function containsPattern(needle: string): string {
  return `%${escapeLike(normaliseSearch(needle))}%`;
}

/** A normalised needle as an FTS5 phrase: matched literally (operators, `*`, `NEAR(` are text). */
export const ftsPhrase = (needle: string): string => `"${needle.replace(/"/g, '""')}"`;
