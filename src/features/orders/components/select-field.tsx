import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  /** The first option, for no choice ('' value). */
  emptyLabel: string;
  required?: boolean;
  disabled?: boolean;
  error?: string | undefined;
  hint?: string | undefined;
  /** The options are on their way. */
  loading?: boolean;
  /** The options could not be loaded: the field says so and offers a retry. */
  failed?: boolean;
  onRetry?: () => void;
  retrying?: boolean;
}

/**
 * A choice among options loaded from the server, in a native select (keyboard and screen reader
 * friendly): its label, the required mark, a hint or the message, and a retry when the options
 * could not be loaded.
 */
export function SelectField({
  id,
  name,
  label,
  value,
  onChange,
  options,
  emptyLabel,
  required,
  disabled,
  error,
  hint,
  loading = false,
  failed = false,
  onRetry,
  retrying = false,
}: SelectFieldProps) {
  const { t } = useTranslation('orders');
  const helperId = `${id}-helper`;
  const helper = error ?? (failed ? t('options.failed') : loading ? t('options.loading') : hint);
  const invalid = Boolean(error) || failed;
  return (
    <FormControl
      fullWidth
      variant="outlined"
      error={invalid}
      required={required}
      disabled={disabled}
    >
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        value={value}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
        input={<OutlinedInput label={label} notched />}
        inputProps={{
          id,
          name,
          'aria-invalid': invalid,
          'aria-describedby': helper ? helperId : undefined,
          'aria-busy': loading,
        }}
      >
        <option value="">{emptyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
      {helper && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <FormHelperText id={helperId} sx={{ flexGrow: 1 }}>
            {helper}
          </FormHelperText>
          {failed && onRetry && (
            <Button size="small" loading={retrying} onClick={onRetry}>
              {t('actions.retry')}
            </Button>
          )}
        </Stack>
      )}
    </FormControl>
  );
}
