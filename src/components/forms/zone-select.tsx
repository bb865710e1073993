import type { ChangeEvent } from 'react';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import { useGetZonesAllQuery } from '@/api/zones';

export interface ZoneSelectTexts {
  /** The empty option: "Choose a zone", or "All zones" in a filter. */
  none: string;
  loading: string;
  failed: string;
  retry: string;
}

interface ZoneSelectProps {
  id: string;
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  texts: ZoneSelectTexts;
  required?: boolean;
  error?: string | undefined;
  /** Shown, not changeable (a record whose zone is fixed once saved). */
  disabled?: boolean;
  size?: 'small' | 'medium';
}

/**
 * One of the active zones (`GET /api/zones/all`) in a native select (keyboard and screen reader
 * friendly). While the zones load, or when they cannot be loaded, the field says so, with a retry.
 */
export function ZoneSelect({
  id,
  label,
  value,
  onChange,
  texts,
  required = false,
  error,
  disabled = false,
  size = 'medium',
}: ZoneSelectProps) {
  const { data, isLoading, isError, isFetching, refetch } = useGetZonesAllQuery();
  const zones = data?.data ?? [];
  const helperId = `${id}-helper`;
  const helper = isError ? texts.failed : isLoading ? texts.loading : error;
  const invalid = isError || Boolean(error);

  return (
    <FormControl
      fullWidth
      variant="outlined"
      required={required}
      error={invalid}
      disabled={disabled}
      size={size}
    >
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        value={value === null ? '' : String(value)}
        onChange={(event: ChangeEvent<HTMLSelectElement>) =>
          onChange(event.target.value === '' ? null : Number(event.target.value))
        }
        input={<OutlinedInput label={label} notched />}
        inputProps={{
          id,
          name: 'zone_id',
          'aria-invalid': invalid,
          'aria-describedby': helper ? helperId : undefined,
          'aria-busy': isLoading,
        }}
      >
        <option value="">{texts.none}</option>
        {value !== null && !zones.some((zone) => zone.id === value) && (
          <option value={String(value)}>#{value}</option>
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
              {texts.retry}
            </Button>
          )}
        </Stack>
      )}
    </FormControl>
  );
}
