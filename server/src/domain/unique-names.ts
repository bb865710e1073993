import { normaliseSearch } from '../lib/search-text';

// Names unique among active rows (zones; the locations of a zone), compared as people read them.

/** True when another row of `rows` has the same name, ignoring case, accents and extra spaces. */
export const sameNameIn = (
  rows: readonly { id: number; name: string }[],
  name: string,
  exceptId?: number,
): boolean => {
  const wanted = normaliseSearch(name);
  return rows.some((row) => row.id !== exceptId && normaliseSearch(row.name) === wanted);
};
