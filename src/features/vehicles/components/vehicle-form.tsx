import { useId, useState } from 'react';
import type { SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { RecordFormActions } from '@/components/data-grid/record-form-actions';
import { InlineAlert } from '@/components/feedback/inline-alert';
import { TextInput } from '@/components/forms/text-input';
import { ZoneSelect } from '@/components/forms/zone-select';
import { hasErrors } from '@/lib/validation/rules';
import { saveFailureText } from '@/lib/validation/save-failure';
import { serverFieldMessages } from '@/lib/validation/server-errors';
import { useForm } from '@/lib/validation/use-form';
import {
  PLATE_MAX_LENGTH,
  VEHICLE_FIELDS,
  knownVehicleFieldError,
  vehicleRules,
} from '../vehicle-form-values';
import type { VehicleValues } from '../vehicle-form-values';
import { VehicleKindSelect } from './vehicle-kind-select';

interface VehicleFormProps {
  initial: VehicleValues;
  /** The vehicle's zone now (kept selectable if it is no longer active). */
  currentZone?: { id: number; name: string | null } | undefined;
  submitLabel: string;
  cancelTo: string;
  /** Sends the values (the zone is chosen); settles with the call, so its errors reach the fields. */
  onSubmit: (values: VehicleValues, zoneId: number) => Promise<unknown>;
}

/**
 * Plate, kind, capacity (in cylinders or litres, as the kind says), home zone and whether the
 * vehicle is in service; checked before sending (the plate's format, the capacity's range for the
 * kind); the server's refusals land on their fields (a plate taken, 409; a zone gone, 422) or above.
 */
export function VehicleForm({
  initial,
  currentZone,
  submitLabel,
  cancelTo,
  onSubmit,
}: VehicleFormProps) {
  const { t } = useTranslation(['vehicles', 'validation']);
  const ids = {
    plate: useId(),
    kind: useId(),
    capacity: useId(),
    zone: useId(),
    active: useId(),
  };
  const { values, setField, validate, addErrors, errorText, textField } = useForm(
    initial,
    vehicleRules,
    t,
  );
  const [busy, setBusy] = useState(false);
  const [generalError, setGeneralError] = useState<string | null>(null);
  const inCylinders = values.kind === 'cylinder_truck';

  const handleSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setGeneralError(null);
    if (!validate() || busy || values.zone_id === null) return;
    setBusy(true);
    try {
      await onSubmit(values, values.zone_id);
    } catch (error) {
      const found = serverFieldMessages<VehicleValues>(
        error,
        VEHICLE_FIELDS,
        knownVehicleFieldError,
      );
      addErrors(found);
      setGeneralError(
        saveFailureText(error, hasErrors(found), {
          checkFields: t('errors.checkFields'),
          network: t('errors.network'),
          saveFailed: t('errors.saveFailed'),
        }),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={(event) => void handleSubmit(event)}>
      {generalError && <InlineAlert>{generalError}</InlineAlert>}
      <TextInput
        id={ids.plate}
        label={t('fields.plate')}
        required
        autoComplete="off"
        maxLength={PLATE_MAX_LENGTH}
        hint={t('hints.plate')}
        {...textField('plate')}
      />
      <VehicleKindSelect
        id={ids.kind}
        value={values.kind}
        onChange={(kind) => setField('kind', kind)}
      />
      <TextInput
        id={ids.capacity}
        label={t(inCylinders ? 'fields.capacityCylinders' : 'fields.capacityLitres')}
        required
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        hint={t(inCylinders ? 'hints.capacityCylinders' : 'hints.capacityLitres')}
        {...textField('capacity')}
      />
      <ZoneSelect
        id={ids.zone}
        label={t('fields.zone')}
        value={values.zone_id}
        onChange={(value) => setField('zone_id', value)}
        current={currentZone}
        error={errorText('zone_id')}
        required
        texts={{
          none: t('zones.choose'),
          loading: t('zones.loading'),
          failed: t('zones.failed'),
          retry: t('actions.retry'),
          current: (name, listed) => (listed ? t('zones.unavailable', { name }) : name),
        }}
      />
      <Stack>
        <FormControlLabel
          control={
            <Switch
              id={ids.active}
              checked={values.active}
              onChange={(_event, checked) => setField('active', checked)}
              slotProps={{ input: { 'aria-describedby': `${ids.active}-hint` } }}
            />
          }
          label={t('fields.active')}
        />
        <FormHelperText id={`${ids.active}-hint`} sx={{ mx: 0 }}>
          {t('hints.active')}
        </FormHelperText>
      </Stack>
      <RecordFormActions
        submitLabel={submitLabel}
        cancelLabel={t('actions.cancel')}
        cancelTo={cancelTo}
        busy={busy}
      />
    </Stack>
  );
}
