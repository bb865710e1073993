import { useId, useMemo, useState } from 'react';
import type { ChangeEvent, SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import { useListUrlState } from './list-url-state';

/**
 * A range of calendar days (`YYYY-MM-DD`, read by the server in the business's time zone), each end
 * optional: '' leaves that side open. Kept in the URL query as `?from=…&to=…`.
 */
export interface DateRange {
  from: string;
  to: string;
}

/** Why a day of the range is refused: keys of `list:dateRange.`. */
export type DateRangeErrors = Partial<Record<keyof DateRange, 'invalid' | 'fromAfterTo'>>;

/** The URL query keys of the range. */
export const DATE_RANGE_PARAMS = { from: 'from', to: 'to' } as const;

/** A real calendar day written as YYYY-MM-DD (not 2025-02-30). */
export function isCalendarDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

/** Each day given must be real, and `from` not after `to` (YYYY-MM-DD compares as text). */
export function validateDateRange(range: DateRange): DateRangeErrors {
  const errors: DateRangeErrors = {};
  for (const side of ['from', 'to'] as const)
    if (range[side] !== '' && !isCalendarDay(range[side])) errors[side] = 'invalid';
  if (!errors.from && !errors.to && range.from !== '' && range.to !== '' && range.from > range.to)
    errors.from = 'fromAfterTo';
  return errors;
}

/** The range of a URL query ('' for a side it does not give). */
export function readDateRange(params: URLSearchParams): DateRange {
  return {
    from: (params.get(DATE_RANGE_PARAMS.from) ?? '').trim(),
    to: (params.get(DATE_RANGE_PARAMS.to) ?? '').trim(),
  };
}

export interface DateRangeFilterState {
  /** The range in the URL, as written there. */
  range: DateRange;
  /** The days to send (`{ from?, to? }`): only those given; empty while the range is not valid. */
  args: { from?: string; to?: string };
  /** The URL holds a range that cannot be sent (a day that is not real, or from after to). */
  invalid: boolean;
  /** Puts a range in the URL (both ends in one history entry), from page 1. */
  apply: (range: DateRange) => void;
}

/**
 * The date range of a list, kept in the URL (`?from=2025-06-01&to=2025-06-18`) beside the list's
 * own state. Pass `args` to the endpoint in `extraArgs`, `invalid` as `skip`, and show
 * `<DateRangeFilter>` in the toolbar.
 */
export function useDateRangeFilter(): DateRangeFilterState {
  const [params] = useSearchParams();
  const [, { setFilters }] = useListUrlState({ sortable: [] });
  const from = (params.get(DATE_RANGE_PARAMS.from) ?? '').trim();
  const to = (params.get(DATE_RANGE_PARAMS.to) ?? '').trim();
  return useMemo(() => {
    const range = { from, to };
    const invalid = Object.keys(validateDateRange(range)).length > 0;
    return {
      range,
      args: invalid ? {} : { ...(from ? { from } : {}), ...(to ? { to } : {}) },
      invalid,
      apply: (next: DateRange) =>
        setFilters({ [DATE_RANGE_PARAMS.from]: next.from, [DATE_RANGE_PARAMS.to]: next.to }),
    };
  }, [from, setFilters, to]);
}

interface DayFieldProps {
  id: string;
  label: string;
  value: string;
  /** The day, and whether the field holds a day half typed (the browser then gives ''). */
  onChange: (value: string, incomplete: boolean) => void;
  error?: string | undefined;
}

/** A calendar day in the browser's own date field (keyboard and screen reader friendly). */
function DayField({ id, label, value, onChange, error }: DayFieldProps) {
  const helperId = `${id}-helper`;
  return (
    <FormControl size="small" variant="outlined" error={Boolean(error)} sx={{ minWidth: 160 }}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        type="date"
        label={label}
        notched
        value={value}
        onChange={(event: ChangeEvent<HTMLInputElement>) =>
          onChange(event.target.value, event.target.validity.badInput)
        }
        inputProps={{
          'aria-invalid': Boolean(error),
          'aria-describedby': error ? helperId : undefined,
        }}
      />
      {error && <FormHelperText id={helperId}>{error}</FormHelperText>}
    </FormControl>
  );
}

interface DateRangeFilterProps {
  /** The range the list shows now (from the URL). */
  value: DateRange;
  onApply: (range: DateRange) => void;
}

/**
 * From and To days of a list, each optional, applied with the button (or Enter) and refused while
 * a day is not real or From is after To; "Clear" drops the range. A range in the URL that is not
 * valid shows its errors at once; when the URL's range changes (Back, a link), the fields show it.
 */
export function DateRangeFilter({ value, onApply }: DateRangeFilterProps) {
  const { t } = useTranslation('list');
  const id = useId();
  const [values, setValues] = useState<DateRange>(value);
  const [errors, setErrors] = useState<DateRangeErrors>(() => validateDateRange(value));
  const [shown, setShown] = useState<DateRange>(value);
  // a day half typed in the browser's field reads as '': it must not apply as an open end
  const [incomplete, setIncomplete] = useState<Record<keyof DateRange, boolean>>({
    from: false,
    to: false,
  });
  // the range in force changed from outside (Back, a link, Clear): show it (adjusting state while
  // rendering; the fields keep their focus)
  if (shown.from !== value.from || shown.to !== value.to) {
    setShown(value);
    setValues(value);
    setErrors(validateDateRange(value));
    setIncomplete({ from: false, to: false });
  }
  const applied = value.from !== '' || value.to !== '';

  const change = (side: keyof DateRange) => (day: string, halfTyped: boolean) => {
    setValues((current) => ({ ...current, [side]: day }));
    setIncomplete((current) => ({ ...current, [side]: halfTyped }));
    // the side's message goes; so does the order of the two days, which concerns both
    setErrors((current) => ({
      from: side === 'from' || current.from === 'fromAfterTo' ? undefined : current.from,
      to: side === 'to' ? undefined : current.to,
    }));
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateDateRange(values);
    for (const side of ['from', 'to'] as const) if (incomplete[side]) found[side] = 'invalid';
    setErrors(found);
    // applied once the submit event is over: a URL change (a router transition) started inside it
    // would make React 19 treat the submit as a form action and snapshot the form's data
    if (Object.keys(found).length === 0) queueMicrotask(() => onApply(values));
  };

  const clear = () => {
    const empty = { from: '', to: '' };
    setValues(empty);
    setErrors({});
    setIncomplete({ from: false, to: false });
    onApply(empty);
    // the button goes with the range: the focus moves to the first field
    document.getElementById(`${id}-from`)?.focus();
  };

  const message = (side: keyof DateRange) => {
    const error = errors[side];
    return error ? t(`dateRange.${error}`) : undefined;
  };

  return (
    <Stack
      component="form"
      noValidate
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      aria-label={t('dateRange.label')}
      onSubmit={submit}
      sx={{ alignItems: { sm: 'flex-start' } }}
    >
      <DayField
        id={`${id}-from`}
        label={t('dateRange.from')}
        value={values.from}
        onChange={change('from')}
        error={message('from')}
      />
      <DayField
        id={`${id}-to`}
        label={t('dateRange.to')}
        value={values.to}
        onChange={change('to')}
        error={message('to')}
      />
      <Button type="submit" variant="outlined" sx={{ alignSelf: { sm: 'flex-start' }, py: 0.9 }}>
        {t('dateRange.apply')}
      </Button>
      {applied && (
        <Button onClick={clear} sx={{ alignSelf: { sm: 'flex-start' }, py: 0.9 }}>
          {t('dateRange.clear')}
        </Button>
      )}
    </Stack>
  );
}
