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
  /**
   * Names the record's zone now (`current`) while it is not among the active zones; `listed` says
   * whether the zones have loaded. Given, the select keeps that zone (and only it) as an extra
   * option; without it, a value that is not among the active zones shows as `#id`.
   */
  current?: (name: string, listed: boolean) => string;
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
  /** The record's zone now (edit), kept as an option while it is not among the active zones. */
  current?: { id: number | null; name: string | null } | undefined;
  /** Tells assistive technology a zone is wanted, without the asterisk or a native constraint. */
  ariaRequired?: boolean;
  /** Which the helper line shows when both apply: the zones' loading state (default) or the error. */
  helperFirst?: 'status' | 'error';
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
  current,
  ariaRequired,
  helperFirst = 'status',
}: ZoneSelectProps) {
  const { data, isLoading, isError, isFetching, refetch } = useGetZonesAllQuery();
  const zones = data?.data ?? [];
  const helperId = `${id}-helper`;
  const status = isError ? texts.failed : isLoading ? texts.loading : null;
  const helper = helperFirst === 'error' ? (error ?? status) : (status ?? error);
  const invalid = isError || Boolean(error);
  const unlisted = texts.current
    ? current !== undefined && current.id !== null && !zones.some((zone) => zone.id === current.id)
      ? {
          id: current.id,
          label: texts.current(current.name ?? `#${String(current.id)}`, data !== undefined),
        }
      : null
    : value !== null && !zones.some((zone) => zone.id === value)
      ? { id: value, label: `#${String(value)}` }
      : null;

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
          'aria-required': ariaRequired,
          'aria-describedby': helper ? helperId : undefined,
          'aria-busy': isLoading,
        }}
      >
        <option value="">{texts.none}</option>
        {unlisted && <option value={String(unlisted.id)}>{unlisted.label}</option>}
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
