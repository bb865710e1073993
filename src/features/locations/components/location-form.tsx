import { useId, useState } from 'react';
import type { SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import { RecordFormActions } from '@/components/data-grid/record-form-actions';
import { TextInput } from '@/components/forms/text-input';
import { InlineAlert } from '@/components/feedback/inline-alert';
import { ZoneSelect } from '@/components/forms/zone-select';
import { hasErrors } from '@/lib/validation/rules';
import { serverFieldMessages } from '@/lib/validation/server-errors';
import { useForm } from '@/lib/validation/use-form';
import {
  LOCATION_FIELDS,
  LOCATION_LIMITS,
  knownLocationFieldError,
  locationRules,
  saveFailureText,
} from '../location-form-values';
import type { LocationValues } from '../location-form-values';

interface LocationFormProps {
  initial: LocationValues;
  /** The zone the location has now (kept selectable if it is no longer active). */
  currentZone?: { id: number; name: string | null } | undefined;
  submitLabel: string;
  cancelTo: string;
  /** Sends the values (the zone is chosen); settles with the call, so its errors reach the fields. */
  onSubmit: (values: LocationValues, zoneId: number) => Promise<unknown>;
}

/**
 * Name, phone, description and zone of a location, checked before sending; the server's refusals
 * land on their fields (a duplicate name in the zone, 409; a zone that is gone, 422) or above.
 */
export function LocationForm({
  initial,
  currentZone,
  submitLabel,
  cancelTo,
  onSubmit,
}: LocationFormProps) {
  const { t } = useTranslation(['locations', 'validation']);
  const ids = { name: useId(), phone: useId(), description: useId(), zone: useId() };
  const { values, setField, validate, addErrors, errorText, textField } = useForm(
    initial,
    locationRules,
    t,
  );
  const [busy, setBusy] = useState(false);
  const [generalError, setGeneralError] = useState<string | null>(null);

  const handleSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setGeneralError(null);
    if (!validate() || busy || values.zone_id === null) return;
    setBusy(true);
    try {
      await onSubmit(values, values.zone_id);
    } catch (error) {
      const found = serverFieldMessages<LocationValues>(
        error,
        LOCATION_FIELDS,
        knownLocationFieldError,
      );
      addErrors(found);
      setGeneralError(saveFailureText(error, hasErrors(found), t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={(event) => void handleSubmit(event)}>
      {generalError && <InlineAlert>{generalError}</InlineAlert>}
      <TextInput
        id={ids.name}
        label={t('fields.name')}
        required
        autoComplete="off"
        maxLength={LOCATION_LIMITS.name}
        {...textField('name')}
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
          // the zone the location has now stays selectable while the zones load or fail, and
          // when it was deleted since
          current: (name, listed) => (listed ? t('zones.unavailable', { name }) : name),
        }}
      />
      <TextInput
        id={ids.phone}
        label={t('fields.phone')}
        type="tel"
        inputMode="tel"
        autoComplete="off"
        maxLength={LOCATION_LIMITS.phone}
        hint={t('hints.phone')}
        {...textField('phone')}
      />
      <TextInput
        id={ids.description}
        label={t('fields.description')}
        multiline
        minRows={3}
        maxLength={LOCATION_LIMITS.description}
        hint={t('hints.description')}
        {...textField('description')}
      />
      <RecordFormActions
        submitLabel={submitLabel}
        cancelLabel={t('actions.cancel')}
        cancelTo={cancelTo}
        busy={busy}
      />
    </Stack>
  );
}
