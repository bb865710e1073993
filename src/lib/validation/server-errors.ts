import { serverMessage } from './rules';
import type { FormErrors, ValidationMessage } from './rules';

/** `{ "errors": { "<field>": ["…"] } }` of a 400/409/422 answer (CONTRACT: errors are JSON). */
export type ServerFieldErrors = Record<string, string[]>;

/**
 * The per-field messages of a failed RTK Query call, or an empty object. Takes `unknown` so that
 * forms can pass what `unwrap()` threw without narrowing it first.
 */
export function fieldErrorsFromServer(error: unknown): ServerFieldErrors {
  if (typeof error !== 'object' || error === null || !('data' in error)) return {};
  const data: unknown = error.data;
  if (typeof data !== 'object' || data === null || !('errors' in data)) return {};
  const errors: unknown = data.errors;
  if (typeof errors !== 'object' || errors === null) return {};
  const found: ServerFieldErrors = {};
  for (const [field, messages] of Object.entries(errors)) {
    const list = (Array.isArray(messages) ? messages : [messages]).filter(
      (item): item is string => typeof item === 'string',
    );
    if (list.length > 0) found[field] = list;
  }
  return found;
}

/**
 * Turns a server answer's field errors into messages for the form's own fields: `known` may name a
 * translated message for a field (by HTTP status); otherwise the server's own text is shown.
 * Fields the form does not have are left out (the caller shows a general message instead).
 */
export function serverFieldMessages<V extends object>(
  error: unknown,
  fields: readonly (keyof V & string)[],
  known: (field: keyof V & string, status: unknown) => ValidationMessage | null = () => null,
): FormErrors<V> {
  const status =
    typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;
  const found: FormErrors<V> = {};
  for (const [field, messages] of Object.entries(fieldErrorsFromServer(error))) {
    const own = fields.find((candidate) => candidate === field);
    if (own === undefined) continue;
    found[own] = known(own, status) ?? serverMessage(messages[0] ?? '');
  }
  return found;
}
