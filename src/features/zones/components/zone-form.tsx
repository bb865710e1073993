import { useId, useState } from 'react';
import type { SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import { InlineAlert } from '@/components/feedback/inline-alert';
import { RecordFormActions } from '@/components/data-grid/record-form-actions';
import { TextInput } from '@/components/forms/text-input';
import { hasErrors } from '@/lib/validation/rules';
import { serverFieldMessages } from '@/lib/validation/server-errors';
import { useForm } from '@/lib/validation/use-form';
import {
  ZONE_FIELDS,
  ZONE_LIMITS,
  knownZoneFieldError,
  saveFailureText,
  zoneRules,
} from '../zone-form-values';
import type { ZoneValues } from '../zone-form-values';

interface ZoneFormProps {
  initial: ZoneValues;
  submitLabel: string;
  /** Where Cancel leads. */
  cancelTo: string;
  /** Sends the values; settles with the call (`.unwrap()`), so that its errors reach the fields. */
  onSubmit: (values: ZoneValues) => Promise<unknown>;
}

/**
 * Name, phone and description of a zone, checked before sending (name required, lengths, phone
 * format); the server's refusals land on their fields (a duplicate name, 409) or above the form.
 */
export function ZoneForm({ initial, submitLabel, cancelTo, onSubmit }: ZoneFormProps) {
  const { t } = useTranslation(['zones', 'validation']);
  const ids = { name: useId(), phone: useId(), description: useId() };
  const { values, validate, addErrors, textField } = useForm(initial, zoneRules, t);
  const [busy, setBusy] = useState(false);
  const [generalError, setGeneralError] = useState<string | null>(null);

  const handleSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setGeneralError(null);
    if (!validate() || busy) return;
    setBusy(true);
    try {
      await onSubmit(values);
    } catch (error) {
      const found = serverFieldMessages<ZoneValues>(error, ZONE_FIELDS, knownZoneFieldError);
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
        maxLength={ZONE_LIMITS.name}
        {...textField('name')}
      />
      <TextInput
        id={ids.phone}
        label={t('fields.phone')}
        type="tel"
        inputMode="tel"
        autoComplete="off"
        maxLength={ZONE_LIMITS.phone}
        hint={t('hints.phone')}
        {...textField('phone')}
      />
      <TextInput
        id={ids.description}
        label={t('fields.description')}
        multiline
        minRows={3}
        maxLength={ZONE_LIMITS.description}
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
