import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DATE_RANGE_PARAMS, dateRangeArgs, readDateRange } from './date-range';
import type { DateRange } from './date-range';
import { useListUrlState } from './list-url-state';

export interface DateRangeFilterOptions {
  /** Both days must be given (the filter then has no Clear). */
  required?: boolean;
  /** The range shown for a side the URL does not give (read at each render: "this month"). */
  fallback?: () => DateRange;
}

export interface DateRangeFilterState {
  /** The range in force: the URL's, as written there (or the fallback's). */
  range: DateRange;
  /** The days to send (`{ from?, to? }`): only those given; empty while the range is not valid. */
  args: { from?: string; to?: string };
  /** The range cannot be sent (a day that is not real or missing, or from after to). */
  invalid: boolean;
  /** Both days must be given. */
  required: boolean;
  /** Puts a range in the URL (both ends in one history entry), from page 1. */
  apply: (range: DateRange) => void;
}

/**
 * The date range of a list, kept in the URL (`?from=2025-06-01&to=2025-06-18`) beside the list's
 * own state. Pass `args` to the endpoint in `extraArgs`, `invalid` as `skip`, and show
 * `<DateRangeFilter dates={…} />` in the toolbar.
 */
export function useDateRangeFilter(options: DateRangeFilterOptions = {}): DateRangeFilterState {
  const { required = false, fallback } = options;
  const [params] = useSearchParams();
  const [, { setFilters }] = useListUrlState({ sortable: [] });
  const { from, to } = readDateRange(params, fallback?.());
  return useMemo(() => {
    const range = { from, to };
    return {
      range,
      ...dateRangeArgs(range, { required }),
      required,
      apply: (next: DateRange) =>
        setFilters({ [DATE_RANGE_PARAMS.from]: next.from, [DATE_RANGE_PARAMS.to]: next.to }),
    };
  }, [from, required, setFilters, to]);
}
