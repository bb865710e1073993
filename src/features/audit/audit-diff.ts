/** How a field of a record fared in an entry. */
export type AuditChangeKind = 'added' | 'removed' | 'changed' | 'unchanged';

/** One field of the record before and after an entry. */
export interface AuditFieldChange {
  field: string;
  /** undefined: the field was not there. */
  before: unknown;
  after: unknown;
  kind: AuditChangeKind;
}

type State = Record<string, unknown>;

function isState(value: unknown): value is State {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Two JSON values are the same (objects by their keys, whatever their order). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, index) => sameJson(item, b[index]));
  if (isState(a) && isState(b)) {
    const keys = Object.keys(a);
    return (
      keys.length === Object.keys(b).length &&
      keys.every((key) => Object.hasOwn(b, key) && sameJson(a[key], b[key]))
    );
  }
  return false;
}

function kindOf(inBefore: boolean, inAfter: boolean, same: boolean): AuditChangeKind {
  if (!inBefore) return 'added';
  if (!inAfter) return 'removed';
  return same ? 'unchanged' : 'changed';
}

/**
 * The fields of a record before and after an entry, side by side: the fields of the record after
 * in their order, then those only the record before had. A record that is not there (before a
 * create, after a sign-in) makes every field of the other one added or removed.
 */
export function auditChanges(before: object | null, after: object | null): AuditFieldChange[] {
  const old: State = isState(before) ? before : {};
  const now: State = isState(after) ? after : {};
  const fields = [...new Set([...Object.keys(now), ...Object.keys(old)])];
  return fields.map((field) => {
    const inBefore = Object.hasOwn(old, field);
    const inAfter = Object.hasOwn(now, field);
    return {
      field,
      before: old[field],
      after: now[field],
      kind: kindOf(inBefore, inAfter, sameJson(old[field], now[field])),
    };
  });
}

/** Only what changed (added, removed or changed fields). */
export function changedOnly(changes: readonly AuditFieldChange[]): AuditFieldChange[] {
  return changes.filter((change) => change.kind !== 'unchanged');
}

/** An ISO 8601 instant as the server writes timestamps (`2026-11-20T18:15:00.000Z`). */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** A field's value as people read it; `words` are the UI language's, `instant` formats a time. */
export function auditValueText(
  value: unknown,
  words: { empty: string; yes: string; no: string; instant: (iso: string) => string },
): string {
  if (value === null || value === undefined || value === '') return words.empty;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'string') return INSTANT.test(value) ? words.instant(value) : value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value);
}
