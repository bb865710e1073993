import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { VehicleKind } from '@/api/vehicles';
import { VEHICLE_KINDS, isVehicleKind } from '../vehicle-form-values';

interface VehicleKindSelectProps {
  id: string;
  value: VehicleKind;
  onChange: (value: VehicleKind) => void;
}

/** A cylinder truck or a pipa, in a native select (keyboard and screen reader friendly). */
export function VehicleKindSelect({ id, value, onChange }: VehicleKindSelectProps) {
  const { t } = useTranslation('vehicles');
  const label = t('fields.kind');
  return (
    <FormControl fullWidth variant="outlined" required>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        value={value}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => {
          if (isVehicleKind(event.target.value)) onChange(event.target.value);
        }}
        input={<OutlinedInput label={label} notched />}
        inputProps={{ id, name: 'kind' }}
      >
        {VEHICLE_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {t(`kinds.${kind}`)}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
