/** Lowercase, accents stripped, whitespace collapsed: the form stored in `search_text` columns. */
export function normaliseSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

export const digitsOf = (text: string | null | undefined): string =>
  (text ?? '').replace(/\D/g, '');

/** The search_text of a row: the normalised parts joined by spaces (null parts skipped). */
export function buildSearchText(parts: readonly (string | null | undefined)[]): string {
  return normaliseSearch(parts.filter((part): part is string => Boolean(part)).join(' '));
}

/** A LIKE pattern matching the needle anywhere, with `%`, `_` and `\` escaped (use ESCAPE '\'). */
export function containsPattern(needle: string): string {
  return `%${normaliseSearch(needle).replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
