/**
 * The generic form rules of SPEC 5: required, required-true, email, min and max length, pattern,
 * min and max value. A rule answers `null` when the value passes, or a message: a translation key
 * of the `validation` namespace (`validation:<rule>`) with its parameters, so that the message is
 * shown at the field in the current language (`t(message.key, message.params)`).
 */
export interface ValidationMessage {
  key: string;
  params?: Record<string, string | number>;
}

export type Rule<T = unknown> = (value: T) => ValidationMessage | null;

const NS = 'validation';
const message = (name: string, params?: Record<string, string | number>): ValidationMessage =>
  params ? { key: `${NS}:${name}`, params } : { key: `${NS}:${name}` };

/** Empty means absent: null, undefined, a blank string, an empty array. */
export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

function lengthOf(value: unknown): number | null {
  if (typeof value === 'string' || Array.isArray(value)) return value.length;
  return null;
}

function numberOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

// The other rules let an empty value pass: combine them with `required` when the field is mandatory.

export const required = (): Rule => (value) => (isEmpty(value) ? message('required') : null);

/** A checkbox that must be ticked (terms, confirmations). */
export const requiredTrue = (): Rule => (value) =>
  value === true ? null : message('requiredTrue');

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const email = (): Rule => (value) =>
  isEmpty(value) || (typeof value === 'string' && EMAIL.test(value.trim()))
    ? null
    : message('email');

export const minLength =
  (min: number): Rule =>
  (value) => {
    const length = lengthOf(value);
    return isEmpty(value) || length === null || length >= min
      ? null
      : message('minLength', { min, actual: length });
  };

export const maxLength =
  (max: number): Rule =>
  (value) => {
    const length = lengthOf(value);
    return isEmpty(value) || length === null || length <= max
      ? null
      : message('maxLength', { max, actual: length });
  };

/**
 * The whole value must match `regex` (anchored like Angular's pattern validator). `name` picks a
 * more telling message (`validation:<name>`) than the generic "invalid format".
 */
export const pattern =
  (regex: RegExp, name = 'pattern'): Rule =>
  (value) => {
    if (isEmpty(value)) return null;
    const anchored = new RegExp(`^(?:${regex.source})$`, regex.flags.replace('g', ''));
    return anchored.test(String(value)) ? null : message(name);
  };

export const min =
  (bound: number): Rule =>
  (value) => {
    if (isEmpty(value)) return null;
    const number = numberOf(value);
    return number !== null && number >= bound ? null : message('min', { min: bound });
  };

export const max =
  (bound: number): Rule =>
  (value) => {
    if (isEmpty(value)) return null;
    const number = numberOf(value);
    return number !== null && number <= bound ? null : message('max', { max: bound });
  };

/** Equal to another field's value (a confirmation): `validation:<name>` otherwise. */
export const equalTo =
  (expected: unknown, name = 'mismatch'): Rule =>
  (value) =>
    isEmpty(value) || value === expected ? null : message(name);

/** The server's own text for a field, shown as it is (`validation:server` is `{{message}}`). */
export const serverMessage = (text: string): ValidationMessage =>
  message('server', { message: text });

/** The first failing rule's message, or null. */
export function check<T>(value: T, rules: readonly Rule<T>[]): ValidationMessage | null {
  for (const rule of rules) {
    const found = rule(value);
    if (found) return found;
  }
  return null;
}

export type FormRules<V> = { [K in keyof V]?: readonly Rule<V[K]>[] };
export type FormErrors<V> = Partial<Record<keyof V, ValidationMessage>>;

/** Runs each field's rules; the answer holds only the fields that failed. */
export function validateForm<V extends object>(values: V, rules: FormRules<V>): FormErrors<V> {
  const errors: FormErrors<V> = {};
  for (const field of Object.keys(rules) as (keyof V)[]) {
    const found = check(values[field], rules[field] ?? []);
    if (found) errors[field] = found;
  }
  return errors;
}

export function hasErrors(errors: object): boolean {
  return Object.keys(errors).length > 0;
}
