import type { ChangeEvent, InputHTMLAttributes, ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

interface TextInputProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown under the field; the field is marked invalid when set. */
  error?: string | undefined;
  /** Shown under the field while there is no error. */
  hint?: string | undefined;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  endAdornment?: ReactNode;
  /** Shown but not editable (say why in `hint`). */
  disabled?: boolean;
}

/**
 * An outlined text field with its label and error message. Built from the input parts rather than
 * `TextField`, which also pulls in Select, Menu, Popover and Modal (about 20 KB gzip) that the
 * login page must not pay for.
 */
export function TextInput({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  type = 'text',
  autoComplete,
  autoFocus,
  inputMode,
  endAdornment,
  disabled = false,
}: TextInputProps) {
  const helperId = `${id}-helper`;
  const helper = error ?? hint;
  return (
    <FormControl fullWidth variant="outlined" error={Boolean(error)} disabled={disabled}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        type={type}
        value={value}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        endAdornment={endAdornment}
        inputProps={{
          inputMode,
          'aria-invalid': Boolean(error),
          'aria-describedby': helper ? helperId : undefined,
        }}
      />
      {helper && <FormHelperText id={helperId}>{helper}</FormHelperText>}
    </FormControl>
  );
}
