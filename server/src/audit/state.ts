// What the audit trail keeps of a record: its stored fields as JSON, minus secrets (passwords,
// hashes, tokens, reset codes, session token ids) at any depth, derived search texts and binary
// data. Callers pass rows as they are; this is the one place that decides what never leaves.

/** Keys never kept, at any depth. */
const SECRET_KEY = /password|hash|token|secret|jti|code/i;
/** Keys kept out as noise: derived from the other fields. */
const DERIVED_KEYS = new Set(['search_text']);

const isKept = (key: string): boolean => !SECRET_KEY.test(key) && !DERIVED_KEYS.has(key);

function clean(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Uint8Array) return undefined;
  if (Array.isArray(value)) return value.map((item) => clean(item) ?? null);
  const kept: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    if (!isKept(key)) continue;
    const cleaned = clean(item);
    if (cleaned !== undefined) kept[key] = cleaned;
  }
  return kept;
}

/** A record as the trail keeps it (JSON text), or null for none. */
export function auditStateText(record: object | null | undefined): string | null {
  if (record === null || record === undefined) return null;
  return JSON.stringify(clean(record));
}

export type AuditState = Record<string, unknown>;

/** A kept record read back; null for none or for text that is not a JSON object. */
export function parseAuditState(text: string | null): AuditState | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as AuditState)
      : null;
  } catch {
    return null;
  }
}

/** The fields whose value differs between before and after (every field of the one there is). */
export function changedFields(before: AuditState | null, after: AuditState | null): string[] {
  if (before === null || after === null) return Object.keys(after ?? before ?? {});
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
}
