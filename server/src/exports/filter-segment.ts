/** The export path segment that means "no filter". */
const NO_FILTER = new Set(['all', '-']);

/**
 * The search text of an export's filter segment: `all` or `-` (or blank) mean none, anything else
 * is searched exactly as the paginated list searches its search segment.
 */
export function exportSearchOf(segment: string): string | undefined {
  const trimmed = segment.trim();
  return trimmed === '' || NO_FILTER.has(trimmed.toLowerCase()) ? undefined : segment;
}
