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

interface LocationZoneSelectProps {
  id: string;
  value: number | null;
  onChange: (value: number | null) => void;
  /** The zone the location has now, kept as an option when it is not among the active ones. */
  current?: { id: number; name: string | null } | undefined;
  error?: string | undefined;
}

/**
 * The zone of a location, chosen among the active zones (`GET /api/zones/all`). A native select:
 * keyboard and screen reader friendly. While the zones load, or when they cannot be loaded, the
 * field says so (with a retry).
 */
export function LocationZoneSelect({
  id,
  value,
  onChange,
  current,
  error,
}: LocationZoneSelectProps) {
  const { t } = useTranslation('locations');
  const { data, isLoading, isError, isFetching, refetch } = useGetZonesAllQuery();
  const zones = data?.data ?? [];
  const helperId = `${id}-helper`;
  // the current zone stays selectable while the zones load or fail, and when it was deleted since
  const currentMissing = current !== undefined && !zones.some((zone) => zone.id === current.id);
  const helper = isError ? t('zones.failed') : isLoading ? t('zones.loading') : error;
  const invalid = isError || Boolean(error);

  return (
    <FormControl fullWidth variant="outlined" required error={invalid}>
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
          'aria-invalid': invalid,
          'aria-describedby': helper ? helperId : undefined,
          'aria-busy': isLoading,
        }}
      >
        <option value="">{t('zones.choose')}</option>
        {currentMissing && (
          <option value={String(current.id)}>
            {data
              ? t('zones.unavailable', { name: current.name ?? `#${String(current.id)}` })
              : (current.name ?? `#${String(current.id)}`)}
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
