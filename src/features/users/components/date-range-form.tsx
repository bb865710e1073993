import { useId, useState } from 'react';
import type { ChangeEvent, SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import { validateRange } from '../date-range';
import type { DateRange, RangeErrors } from '../date-range';

interface DateFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

/** A calendar day in the browser's own date field (keyboard and screen reader friendly). */
function DateField({ id, label, value, onChange, error }: DateFieldProps) {
  const helperId = `${id}-helper`;
  return (
    <FormControl size="small" variant="outlined" error={Boolean(error)} sx={{ minWidth: 170 }}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        type="date"
        label={label}
        notched
        value={value}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        inputProps={{
          'aria-invalid': Boolean(error),
          'aria-describedby': error ? helperId : undefined,
        }}
      />
      {error && <FormHelperText id={helperId}>{error}</FormHelperText>}
    </FormControl>
  );
}

interface DateRangeFormProps {
  /** The range the list shows now (from the url). */
  range: DateRange;
  onApply: (range: DateRange) => void;
}

/**
 * The days of the star clients (from, to): applied with the button, refused while `from` is after
 * `to` or a day is missing. A range in the url that is not valid shows its errors at once.
 */
export function DateRangeForm({ range, onApply }: DateRangeFormProps) {
  const { t } = useTranslation('users');
  const id = useId();
  const [values, setValues] = useState<DateRange>(range);
  const [errors, setErrors] = useState<RangeErrors>(() => validateRange(range));

  const change = (field: keyof DateRange) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // the field's message goes; so does the order of the two days, which concerns both
    setErrors((current) => ({
      from: field === 'from' || current.from === 'fromAfterTo' ? undefined : current.from,
      to: field === 'to' ? undefined : current.to,
    }));
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateRange(values);
    setErrors(found);
    // applied once the submit event is over: a url change (a router transition) started inside it
    // would make React 19 treat the submit as a form action and snapshot the form's data
    if (Object.keys(found).length === 0) queueMicrotask(() => onApply(values));
  };

  const message = (field: keyof DateRange) => {
    const error = errors[field];
    return error ? t(`starClients.range.${error}`) : undefined;
  };

  return (
    <Stack
      component="form"
      noValidate
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      aria-label={t('starClients.range.label')}
      onSubmit={submit}
      sx={{ alignItems: { sm: 'flex-start' } }}
    >
      <DateField
        id={`${id}-from`}
        label={t('starClients.range.from')}
        value={values.from}
        onChange={change('from')}
        error={message('from')}
      />
      <DateField
        id={`${id}-to`}
        label={t('starClients.range.to')}
        value={values.to}
        onChange={change('to')}
        error={message('to')}
      />
      <Button type="submit" variant="contained" sx={{ alignSelf: { sm: 'flex-start' }, mt: 0.25 }}>
        {t('starClients.range.apply')}
      </Button>
    </Stack>
  );
}
