import type { ChangeEvent } from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';

export interface FilterOption {
  value: string;
  label: string;
}

interface FilterSelectProps {
  id: string;
  /** Also the url query key it is kept under. */
  name: string;
  label: string;
  /** '' for the first option (no choice). */
  value: string;
  onChange: (value: string) => void;
  /** The first option ('' value): "all"; none when a choice is always made. */
  allLabel?: string;
  options: readonly FilterOption[];
  /** The options are on their way (or could not be loaded): said by `helper`. */
  busy?: boolean;
  minWidth?: number;
}

/** A list filter in a native select (keyboard and screen reader friendly), kept in the url. */
export function FilterSelect({
  id,
  name,
  label,
  value,
  onChange,
  allLabel,
  options,
  busy = false,
  minWidth = 180,
}: FilterSelectProps) {
  // a value kept in the url whose option has not arrived yet still shows as chosen
  const known = value === '' || options.some((option) => option.value === value);
  return (
    <FormControl size="small" variant="outlined" sx={{ minWidth }}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        value={value}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
        input={<OutlinedInput label={label} notched />}
        inputProps={{ id, name, 'aria-busy': busy }}
      >
        {allLabel !== undefined && <option value="">{allLabel}</option>}
        {!known && <option value={value}>{`#${value}`}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
