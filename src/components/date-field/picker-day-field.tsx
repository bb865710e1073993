import { useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import type { Dayjs } from 'dayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { UNREADABLE_DAY } from './calendar-day';
import { DatePickersProvider } from './date-pickers-provider';
import { DayFieldPlaceholder } from './day-field-placeholder';
import type { DayFieldProps } from './day-field-props';
import { dayOf, pickerValueOf } from './picker-value';

// this module is the pickers' chunk: what loads them starts the UI language's locale with it
export { preloadPickerLocale } from './picker-locale';

interface Picked {
  /** The day last reported (or received). */
  day: string;
  /** The picker's value: kept as it is, so that a half typed day stays as typed. */
  value: Dayjs | null;
}

/** `DayField` on the MUI X date picker (this module is the pickers' lazy chunk). */
export function PickerDayField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  required,
  disabled,
  size = 'medium',
  fullWidth = false,
  width = 200,
}: DayFieldProps) {
  const [picked, setPicked] = useState<Picked>(() => ({ day: value, value: pickerValueOf(value) }));
  // a new picker: how a half typed day goes when the field is emptied from outside (the picker keeps
  // its text while its value stays empty)
  const [generation, setGeneration] = useState(0);
  // the day changed from outside (a reset, Back): show it (adjusting state while rendering)
  if (picked.day !== value) {
    const next = pickerValueOf(value);
    if (next === null && picked.value === null) setGeneration(generation + 1);
    setPicked({ day: value, value: next });
  }
  // the field's hidden input holds its text ('' when every section is empty)
  const inputRef = useRef<HTMLInputElement>(null);

  const report = (next: Picked) => {
    setPicked(next);
    if (next.day !== value) onChange(next.day);
  };

  // the picker reports nothing while a day is half typed in an empty field: its text tells
  const settle = () => {
    if (picked.value !== null) return;
    const typed = (inputRef.current?.value ?? '') !== '';
    report({ day: typed ? UNREADABLE_DAY : '', value: null });
  };

  // Enter submits the form (the field does it, as a text field would): with the day settled first
  const settleOnEnter = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter') flushSync(settle);
  };

  return (
    <DatePickersProvider
      fallback={<DayFieldPlaceholder size={size} fullWidth={fullWidth} width={width} />}
    >
      <DatePicker
        key={generation}
        label={label}
        value={picked.value}
        onChange={(next) => report({ day: dayOf(next), value: next })}
        disabled={disabled}
        slotProps={{
          field: {
            clearable: true,
            // a half typed day (never reported) is gone too
            onClear: () => report({ day: '', value: null }),
          },
          textField: {
            id,
            inputRef,
            size,
            required,
            fullWidth,
            error: Boolean(error),
            helperText: error ?? hint,
            onBlur: settle,
            onKeyDown: settleOnEnter,
            sx: fullWidth ? undefined : { width },
          },
        }}
      />
    </DatePickersProvider>
  );
}
