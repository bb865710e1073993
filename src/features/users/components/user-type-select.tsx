import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { UserType } from '@/api/users';
import { USER_TYPES, isUserType } from '@/lib/session/user';

interface UserTypeSelectProps {
  id: string;
  value: UserType;
  onChange: (value: UserType) => void;
  disabled?: boolean;
  /** Shown under the field (why it is disabled, or the server's refusal). */
  helper?: string | undefined;
  error?: boolean;
}

/** The type of a user (customer, employee, administrator) in a native select. */
export function UserTypeSelect({
  id,
  value,
  onChange,
  disabled = false,
  helper,
  error = false,
}: UserTypeSelectProps) {
  const { t } = useTranslation('users');
  const helperId = `${id}-helper`;
  return (
    <FormControl fullWidth variant="outlined" disabled={disabled} error={error}>
      <InputLabel htmlFor={id} shrink>
        {t('fields.type')}
      </InputLabel>
      <NativeSelect
        value={value}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => {
          if (isUserType(event.target.value)) onChange(event.target.value);
        }}
        input={<OutlinedInput label={t('fields.type')} notched />}
        inputProps={{
          id,
          name: 'type_user',
          'aria-invalid': error,
          'aria-describedby': helper ? helperId : undefined,
        }}
      >
        {USER_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`types.${type}`)}
          </option>
        ))}
      </NativeSelect>
      {helper && <FormHelperText id={helperId}>{helper}</FormHelperText>}
    </FormControl>
  );
}
