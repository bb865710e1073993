import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { User } from '@/api/users';
import { useUserSearch } from '@/components/forms/use-user-search';
import type { CustomerRef } from '../order-form-values';

/** A customer as the picker offers it: the order's own, or one found. */
type Option = CustomerRef & { user?: User };

const fullName = (user: Pick<User, 'name' | 'last_name'>) =>
  `${user.name} ${user.last_name}`.trim();

function optionOf(user: User): Option {
  return { id: user.id, name: fullName(user), phone: user.phone, user };
}

const labelOf = (option: Option) =>
  option.phone ? `${option.name} · ${option.phone}` : option.name;

interface CustomerPickerProps {
  id: string;
  value: CustomerRef | null;
  /** A customer picked (with the account, to fill the order's fields), or null when cleared. */
  onChange: (customer: CustomerRef | null, user: User | null) => void;
  error?: string | undefined;
}

/**
 * The registered customer an order is for, looked up by phone or name among the customers
 * (`type_user=usuario`, the server's accent-insensitive search) as the user types. Left empty, the
 * order is for a customer typed by hand (name and phone below).
 */
export function CustomerPicker({ id, value, onChange, error }: CustomerPickerProps) {
  const { t } = useTranslation('orders');
  const [input, setInput] = useState(value ? labelOf(value) : '');
  const selectedLabel = value ? labelOf(value) : '';
  const found = useUserSearch(input, selectedLabel, { typeUser: 'usuario' });
  const options: Option[] = found.users.map(optionOf);

  return (
    <Autocomplete<Option>
      id={id}
      value={value}
      onChange={(_event, option) => onChange(option, option?.user ?? null)}
      inputValue={input}
      onInputChange={(_event, text) => setInput(text)}
      options={options}
      // the server searched already
      filterOptions={(all) => all}
      getOptionLabel={labelOf}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      loading={found.loading}
      loadingText={t('customer.searching')}
      noOptionsText={
        found.failed
          ? t('customer.failed')
          : found.tooShort
            ? t('customer.typeMore')
            : t('customer.none')
      }
      clearText={t('customer.clear')}
      openText={t('customer.open')}
      closeText={t('customer.close')}
      renderOption={(props, option) => {
        const { key, ...rest } = props;
        return (
          <Box component="li" key={key} {...rest}>
            <Box>
              <Typography variant="body1">{option.name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {[option.phone, option.user?.address].filter(Boolean).join(' · ')}
              </Typography>
            </Box>
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('fields.customer')}
          error={Boolean(error)}
          helperText={error ?? t('hints.customer')}
        />
      )}
    />
  );
}
