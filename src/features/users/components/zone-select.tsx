import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import { useGetZonesAllQuery } from '@/api/zones';

interface ZoneSelectProps {
  id: string;
  value: number | null;
  onChange: (value: number | null) => void;
  /** The user's zone now (edit), kept as an option when it is not among the active zones. */
  current?: { id: number | null; name: string | null };
  error?: string | undefined;
  /** A zone must be chosen (a new customer): the field says so and offers no "no zone". */
  required?: boolean;
}

/**
 * The zone a user belongs to, from `GET /api/zones/all`, in a native select (keyboard and screen
 * reader friendly). When the list cannot be loaded the field says so and offers a retry; a user's
 * current zone stays selected so that the rest of the form can still be saved. A required zone
 * (a new customer) starts on "choose a zone" rather than "no zone".
 */
export function ZoneSelect({
  id,
  value,
  onChange,
  current,
  error,
  required = false,
}: ZoneSelectProps) {
  const { t } = useTranslation('users');
  const { data, isLoading, isError, isFetching, refetch } = useGetZonesAllQuery();
  const zones = data?.data ?? [];
  const helperId = `${id}-helper`;
  const currentMissing =
    current !== undefined && current.id !== null && !zones.some((zone) => zone.id === current.id);
  const helper = error ?? (isError ? t('zones.failed') : isLoading ? t('zones.loading') : null);

  return (
    <FormControl fullWidth variant="outlined" error={isError || Boolean(error)}>
      <InputLabel htmlFor={id} shrink>
        {t('fields.zone')}
      </InputLabel>
      <NativeSelect
        value={value === null ? '' : String(value)}
        onChange={(event: ChangeEvent<HTMLSelectElement>) =>
          onChange(event.target.value === '' ? null : Number(event.target.value))
        }
        input={<OutlinedInput label={t('fields.zone')} notched />}
        inputProps={{
          id,
          name: 'zone_id',
          'aria-invalid': isError || Boolean(error),
          'aria-required': required,
          'aria-describedby': helper ? helperId : undefined,
          'aria-busy': isLoading,
        }}
      >
        <option value="">{required ? t('zones.choose') : t('zones.none')}</option>
        {currentMissing && (
          <option value={String(current.id)}>
            {t('zones.current', { name: current.name ?? `#${String(current.id)}` })}
          </option>
        )}
        {zones.map((zone) => (
          <option key={zone.id} value={String(zone.id)}>
            {zone.name}
          </option>
        ))}
      </NativeSelect>
      {helper && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <FormHelperText id={helperId} sx={{ flexGrow: 1 }}>
            {helper}
          </FormHelperText>
          {isError && (
            <Button size="small" loading={isFetching} onClick={() => void refetch()}>
              {t('actions.retry')}
            </Button>
          )}
        </Stack>
      )}
    </FormControl>
  );
}
