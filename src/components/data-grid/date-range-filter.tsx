import { useDeferredValue, useId, useState } from 'react';
import type { SubmitEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DayField } from '@/components/date-field/day-field';
import { DayFieldPlaceholder } from '@/components/date-field/day-field-placeholder';
import { validateDateRange } from './date-range';
import type { DateRange, DateRangeErrors } from './date-range';
import type { DateRangeFilterState } from './use-date-range-filter';

interface DateRangeFilterProps {
  /** `useDateRangeFilter()`: the range in force (from the URL), its rules and how to apply one. */
  dates: Pick<DateRangeFilterState, 'range' | 'required' | 'apply'>;
  /** The form's accessible name (default: "Date range"). */
  label?: string;
}

const FIELD_WIDTH = 215;

/**
 * From and To days of a list (date pickers in the UI language, typed or chosen), applied with the
 * button (or Enter) and refused while a day is not real (or half typed), missing when required, or
 * From is after To; "Clear" drops an optional range. A range in the URL that is not valid shows its
 * errors at once; when the URL's range changes (Back, a link), the fields show it.
 */
export function DateRangeFilter({ dates, label }: DateRangeFilterProps) {
  const { range: value, required, apply } = dates;
  const { t } = useTranslation('list');
  const id = useId();
  const [values, setValues] = useState<DateRange>(value);
  const [errors, setErrors] = useState<DateRangeErrors>(() =>
    validateDateRange(value, { required }),
  );
  const [shown, setShown] = useState<DateRange>(value);
  // the range in force changed from outside (Back, a link, Clear): show it (adjusting state while
  // rendering; the fields keep their focus)
  if (shown.from !== value.from || shown.to !== value.to) {
    setShown(value);
    setValues(value);
    setErrors(validateDateRange(value, { required }));
  }
  const clearable = !required && (value.from !== '' || value.to !== '');
  // the fields (the date pickers, the heaviest part of a list's toolbar: their render, then the
  // layout their text selection reads) come in a render of their own right after the list's first:
  // a list's first rows are not held up by them. Their room is kept meanwhile.
  const fieldsShown = useDeferredValue(true, false);

  const change = (side: keyof DateRange) => (day: string) => {
    setValues((current) => ({ ...current, [side]: day }));
    // the side's message goes; so does the order of the two days, which concerns both
    setErrors((current) => ({
      from: side === 'from' || current.from === 'fromAfterTo' ? undefined : current.from,
      to: side === 'to' ? undefined : current.to,
    }));
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateDateRange(values, { required });
    setErrors(found);
    // applied once the submit event is over: a URL change (a router transition) started inside it
    // would make React 19 treat the submit as a form action and snapshot the form's data
    if (Object.keys(found).length === 0) queueMicrotask(() => apply(values));
  };

  const clear = () => {
    const empty = { from: '', to: '' };
    // the fields are emptied first (a half typed day too), then the button goes with the range:
    // the focus moves to the first field
    flushSync(() => {
      setValues(empty);
      setErrors({});
    });
    apply(empty);
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
      aria-label={label ?? t('dateRange.label')}
      onSubmit={submit}
      sx={{ alignItems: { sm: 'flex-start' } }}
    >
      {(['from', 'to'] as const).map((side) =>
        fieldsShown ? (
          <DayField
            key={side}
            id={`${id}-${side}`}
            label={t(`dateRange.${side}`)}
            value={values[side]}
            onChange={change(side)}
            error={message(side)}
            size="small"
            width={FIELD_WIDTH}
          />
        ) : (
          <DayFieldPlaceholder key={side} size="small" fullWidth={false} width={FIELD_WIDTH} />
        ),
      )}
      <Button type="submit" variant="outlined" sx={{ alignSelf: { sm: 'flex-start' }, py: 0.9 }}>
        {t('dateRange.apply')}
      </Button>
      {clearable && (
        <Button onClick={clear} sx={{ alignSelf: { sm: 'flex-start' }, py: 0.9 }}>
          {t('dateRange.clear')}
        </Button>
      )}
    </Stack>
  );
}
