import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { UserType } from '@/api/users';
import { USER_TYPES, isUserType } from '@/lib/session/user';

interface UserTypeFilterProps {
  id: string;
  /** null: every type. */
  value: UserType | null;
  onChange: (value: UserType | null) => void;
}

/** Which users the list shows: all, or one type (customers, employees, administrators). */
export function UserTypeFilter({ id, value, onChange }: UserTypeFilterProps) {
  const { t } = useTranslation('users');
  return (
    <FormControl size="small" variant="outlined" sx={{ minWidth: 200 }}>
      <InputLabel htmlFor={id} shrink>
        {t('list.typeFilter')}
      </InputLabel>
      <NativeSelect
        value={value ?? ''}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => {
          const chosen = event.target.value;
          onChange(isUserType(chosen) ? chosen : null);
        }}
        input={<OutlinedInput label={t('list.typeFilter')} notched />}
        inputProps={{ id, name: 'type' }}
      >
        <option value="">{t('list.allTypes')}</option>
        {USER_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`list.types.${type}`)}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
