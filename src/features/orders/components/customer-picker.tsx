import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { skipToken } from '@reduxjs/toolkit/query';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useGetUsersPaginatedSearchQuery } from '@/api/users';
import type { User } from '@/api/users';
import { searchSegment } from '@/components/data-grid';
import type { CustomerRef } from '../order-form-values';

/** How long typing must pause before customers are looked up. */
const SEARCH_DEBOUNCE_MS = 300;
/** Fewer characters than this find too much to be useful. */
const MIN_SEARCH_LENGTH = 2;
const SUGGESTIONS = 10;

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
  const [search, setSearch] = useState('');
  const selectedLabel = value ? labelOf(value) : '';

  useEffect(() => {
    const text = input.trim();
    const next = text === selectedLabel || text.length < MIN_SEARCH_LENGTH ? '' : text;
    const timer = setTimeout(() => setSearch(next), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input, selectedLabel]);

  const found = useGetUsersPaginatedSearchQuery(
    search === ''
      ? skipToken
      : { page: 1, size: SUGGESTIONS, search: searchSegment(search), typeUser: 'usuario' },
  );
  const options: Option[] = search === '' ? [] : (found.data?.data ?? []).map(optionOf);
  const typing = input.trim() !== selectedLabel && input.trim().length >= MIN_SEARCH_LENGTH;
  const loading = typing && (search !== input.trim() || found.isFetching);

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
      loading={loading}
      loadingText={t('customer.searching')}
      noOptionsText={
        found.isError
          ? t('customer.failed')
          : input.trim().length < MIN_SEARCH_LENGTH
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
