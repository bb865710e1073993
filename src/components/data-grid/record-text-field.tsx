import type { ChangeEvent, InputHTMLAttributes } from 'react';
import TextField from '@mui/material/TextField';

interface RecordTextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown under the field; the field is marked invalid when set. */
  error?: string | undefined;
  /** Shown under the field while it has no error (what the field accepts). */
  hint?: string | undefined;
  required?: boolean;
  /** Shown, not changeable. */
  disabled?: boolean;
  type?: string;
  autoComplete?: string;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  /** A textarea growing from `minRows` lines. */
  multiline?: boolean;
  minRows?: number;
  autoFocus?: boolean;
}

/**
 * A text field of a record form (create and edit screens, loaded lazily): the label, the required
 * mark, a hint and the validation or server message, all tied to the input for screen readers.
 * Binds to `useForm().textField(field)`.
 */
export function RecordTextField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  required,
  disabled,
  type = 'text',
  autoComplete,
  inputMode,
  maxLength,
  multiline,
  minRows,
  autoFocus,
}: RecordTextFieldProps) {
  return (
    <TextField
      id={id}
      label={label}
      value={value}
      onChange={(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        onChange(event.target.value)
      }
      error={Boolean(error)}
      helperText={error ?? hint}
      required={required}
      disabled={disabled}
      type={type}
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      multiline={multiline}
      minRows={minRows}
      fullWidth
      slotProps={{ htmlInput: { inputMode, maxLength } }}
    />
  );
}
