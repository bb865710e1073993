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
  /** Shown under the field while there is no error (what the field accepts, or why it is locked). */
  hint?: string | undefined;
  /** Marked required (the label's asterisk and the input's `required`). */
  required?: boolean | undefined;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  /** A textarea growing from `minRows` lines. */
  multiline?: boolean;
  minRows?: number;
  /** Before the value, such as a currency sign (an `InputAdornment`). */
  startAdornment?: ReactNode;
  endAdornment?: ReactNode;
  /** Shown but not editable (say why in `hint`). */
  disabled?: boolean | undefined;
}

/**
 * THE text field of the SPA (sign-in, account and record forms, dialogs): an outlined input with
 * its label, the required mark, a hint or the error message, all tied to the input for screen
 * readers; binds to `useForm().textField(field)`. Built from the input parts rather than
 * `TextField`, which also pulls in Select, Menu, Popover and Modal (about 20 KB gzip) that the
 * login page must not pay for. (MUI's `TextField` appears only as an Autocomplete's input.)
 */
export function TextInput({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  required = false,
  type = 'text',
  autoComplete,
  autoFocus,
  inputMode,
  maxLength,
  multiline,
  minRows,
  startAdornment,
  endAdornment,
  disabled = false,
}: TextInputProps) {
  const helperId = `${id}-helper`;
  const helper = error ?? hint;
  return (
    <FormControl
      fullWidth
      variant="outlined"
      error={Boolean(error)}
      required={required}
      disabled={disabled}
    >
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        type={type}
        value={value}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        multiline={multiline}
        minRows={minRows}
        onChange={(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
          onChange(event.target.value)
        }
        startAdornment={startAdornment}
        endAdornment={endAdornment}
        inputProps={{
          inputMode,
          maxLength,
          'aria-invalid': Boolean(error),
          'aria-describedby': helper ? helperId : undefined,
        }}
      />
      {helper && <FormHelperText id={helperId}>{helper}</FormHelperText>}
    </FormControl>
  );
}
