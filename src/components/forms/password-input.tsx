import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { TextInput } from './text-input';

interface PasswordInputProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  /** Shown under the field while there is no error. */
  hint?: string | undefined;
  /** `current-password` or `new-password`. */
  autoComplete: 'current-password' | 'new-password';
  autoFocus?: boolean;
  /** Texts of the show/hide button; without them the field has no such button. */
  toggleLabels?: { show: string; hide: string };
}

/** A password field, optionally with a button that shows or hides what was typed. */
export function PasswordInput({ toggleLabels, ...props }: PasswordInputProps) {
  const [shown, setShown] = useState(false);
  return (
    <TextInput
      {...props}
      type={shown ? 'text' : 'password'}
      endAdornment={
        toggleLabels && (
          <InputAdornment position="end">
            <IconButton
              aria-label={shown ? toggleLabels.hide : toggleLabels.show}
              onClick={() => setShown((value) => !value)}
              edge="end"
            >
              {shown ? <VisibilityOff /> : <Visibility />}
            </IconButton>
          </InputAdornment>
        )
      }
    />
  );
}
