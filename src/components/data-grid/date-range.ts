import { isCalendarDay } from '@/components/date-field/calendar-day';

export { isCalendarDay };

/**
 * A range of calendar days (`YYYY-MM-DD`, read by the server in the business's time zone), each end
 * optional unless the screen says otherwise: '' leaves that side open. Kept in the URL query as
 * `?from=…&to=…`.
 */
export interface DateRange {
  from: string;
  to: string;
}

/** Why a day of the range is refused: keys of `list:dateRange.`. */
export type DateRangeError = 'required' | 'invalid' | 'fromAfterTo';
export type DateRangeErrors = Partial<Record<keyof DateRange, DateRangeError>>;

/** The URL query keys of the range. */
export const DATE_RANGE_PARAMS = { from: 'from', to: 'to' } as const;

export interface DateRangeRules {
  /** Both days must be given (no open end). */
  required?: boolean;
}

/**
 * Each day given must be real (and given, when required), and `from` not after `to` (YYYY-MM-DD
 * compares as text).
 */
export function validateDateRange(
  range: DateRange,
  { required = false }: DateRangeRules = {},
): DateRangeErrors {
  const errors: DateRangeErrors = {};
  for (const side of ['from', 'to'] as const) {
    if (range[side] === '') {
      if (required) errors[side] = 'required';
    } else if (!isCalendarDay(range[side])) errors[side] = 'invalid';
  }
  if (!errors.from && !errors.to && range.from !== '' && range.to !== '' && range.from > range.to)
    errors.from = 'fromAfterTo';
  return errors;
}

/**
 * The range of a URL query: '' for a side it does not give, or that side of `fallback` (a screen
 * whose range has a default).
 */
export function readDateRange(params: URLSearchParams, fallback?: DateRange): DateRange {
  const read = (side: keyof DateRange) =>
    params.get(DATE_RANGE_PARAMS[side])?.trim() ?? fallback?.[side] ?? '';
  return { from: read('from'), to: read('to') };
}

/** A range as a list sends it: the days given (`{ from?, to? }`), none while it is not valid. */
export function dateRangeArgs(
  range: DateRange,
  rules: DateRangeRules = {},
): { args: { from?: string; to?: string }; invalid: boolean } {
  const invalid = Object.keys(validateDateRange(range, rules)).length > 0;
  const { from, to } = range;
  return { args: invalid ? {} : { ...(from ? { from } : {}), ...(to ? { to } : {}) }, invalid };
}
