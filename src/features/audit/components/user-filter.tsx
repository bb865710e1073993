import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { skipToken } from '@reduxjs/toolkit/query';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useGetUserQuery } from '@/api/users';
import type { User } from '@/api/users';
import { useUserSearch } from '@/components/forms/use-user-search';

/** A user as the filter offers it. */
interface UserOption {
  id: number;
  name: string;
  email: string;
}

function optionOf(user: Pick<User, 'id' | 'name' | 'last_name' | 'email'>): UserOption {
  return { id: user.id, name: `${user.name} ${user.last_name}`.trim(), email: user.email };
}

const labelOf = (option: UserOption) =>
  option.email ? `${option.name} · ${option.email}` : option.name;

interface UserFilterProps {
  id: string;
  /** The user in force (from the url), if any. */
  userId: number | undefined;
  onChange: (userId: number | null) => void;
}

/**
 * The actor filter: any account (customers, staff, deleted ones too) looked up by name or e-mail
 * as the administrator types (the server's accent-insensitive search). A user kept in the url shows
 * by name once read (`#id` meanwhile, or when there is no such user).
 */
export function UserFilter({ id, userId, onChange }: UserFilterProps) {
  const { t } = useTranslation('audit');
  const chosen = useGetUserQuery(userId === undefined ? skipToken : { id: userId });
  // the option just picked names the user until the account is read
  const [picked, setPicked] = useState<UserOption | null>(null);
  const known = chosen.currentData?.id === userId ? chosen.currentData : undefined;
  let value: UserOption | null = null;
  if (userId !== undefined)
    value = known
      ? optionOf(known)
      : picked?.id === userId
        ? picked
        : { id: userId, name: `#${String(userId)}`, email: '' };
  const selectedLabel = value ? labelOf(value) : '';

  const [input, setInput] = useState(selectedLabel);
  const [shown, setShown] = useState(selectedLabel);
  // the user in force changed (a pick, Back, a link, its name arrived): show it
  if (shown !== selectedLabel) {
    setShown(selectedLabel);
    setInput(selectedLabel);
  }

  const found = useUserSearch(input, selectedLabel, { trashed: 'with' });
  const options = found.users.map(optionOf);

  return (
    <Autocomplete<UserOption>
      id={id}
      value={value}
      onChange={(_event, option) => {
        setPicked(option);
        onChange(option?.id ?? null);
      }}
      inputValue={input}
      onInputChange={(_event, text) => setInput(text)}
      options={options}
      // the server searched already
      filterOptions={(all) => all}
      getOptionLabel={labelOf}
      isOptionEqualToValue={(option, picked) => option.id === picked.id}
      loading={found.loading}
      loadingText={t('userFilter.searching')}
      noOptionsText={
        found.failed
          ? t('userFilter.failed')
          : found.tooShort
            ? t('userFilter.typeMore')
            : t('userFilter.none')
      }
      clearText={t('userFilter.clear')}
      openText={t('userFilter.open')}
      closeText={t('userFilter.close')}
      size="small"
      sx={{ width: { xs: '100%', sm: 280 } }}
      renderOption={(props, option) => {
        const { key, ...rest } = props;
        return (
          <Box component="li" key={key} {...rest}>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2">{option.name}</Typography>
              <Typography variant="caption" color="text.secondary" component="p">
                {option.email}
              </Typography>
            </Box>
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField {...params} label={t('filters.user')} placeholder={t('userFilter.hint')} />
      )}
    />
  );
}
