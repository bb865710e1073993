import { useState } from 'react';
import type { SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { User } from '@/api';
import { useUpdateUserMutation } from '@/api/users';
import { InlineAlert } from '@/components/feedback/inline-alert';
import { notify } from '@/components/feedback/notifier';
import { TextInput } from '@/components/forms/text-input';
import { ZoneSelect } from '@/components/forms/zone-select';
import { hasErrors, maxLength, pattern } from '@/lib/validation/rules';
import { serverFieldMessages } from '@/lib/validation/server-errors';
import { useForm } from '@/lib/validation/use-form';
import type { FormRules } from '@/lib/validation/rules';
import { generalErrorKey } from '../server-errors';

interface DetailsValues {
  phone: string;
  zone_id: number | null;
}

const rulesFor = (): FormRules<DetailsValues> => ({
  phone: [maxLength(20), pattern(/[0-9+() .-]{7,20}/, 'phone')],
});

/**
 * Phone and zone of the signed-in user. `PUT /api/users/{id}` takes the whole user: number, name,
 * last name, e-mail and type are sent back unchanged (a user cannot change their type or number).
 */
export function ProfileDetailsForm({ user }: { user: User }) {
  const { t } = useTranslation(['profile', 'validation']);
  const [updateUser, { isLoading }] = useUpdateUserMutation();
  const { values, setField, validate, addErrors, errorText } = useForm<DetailsValues>(
    { phone: user.phone ?? '', zone_id: user.zone_id },
    rulesFor,
    t,
  );
  const [serverError, setServerError] = useState<string | null>(null);

  const handleSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setServerError(null);
    if (!validate() || isLoading) return;
    try {
      await updateUser({
        id: user.id,
        updateUserBody: {
          number: user.number,
          name: user.name,
          last_name: user.last_name,
          email: user.email,
          phone: values.phone.trim() || null,
          type_user: user.type_user,
          zone_id: values.zone_id,
        },
      }).unwrap();
      notify(t('details.saved'), 'success');
    } catch (error) {
      const found = serverFieldMessages<DetailsValues>(error, ['phone', 'zone_id']);
      addErrors(found);
      if (!hasErrors(found)) {
        const key = generalErrorKey(error, 'details.failed');
        setServerError(key);
        notify(t(key), 'error');
      }
    }
  };

  return (
    <Stack
      component="form"
      noValidate
      spacing={2.5}
      aria-labelledby="profile-details-title"
      onSubmit={(event) => void handleSubmit(event)}
    >
      <Typography id="profile-details-title" component="h2" variant="h6">
        {t('details.title')}
      </Typography>
      {serverError && <InlineAlert>{t(serverError)}</InlineAlert>}
      <TextInput
        id="profile-phone"
        label={t('fields.phone')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        value={values.phone}
        onChange={(value) => setField('phone', value)}
        error={errorText('phone')}
      />
      <ZoneSelect
        id="profile-zone"
        label={t('fields.zone')}
        value={values.zone_id}
        onChange={(value) => setField('zone_id', value)}
        current={{ id: user.zone_id, name: user.zone_name }}
        error={errorText('zone_id')}
        texts={{
          none: t('zones.none'),
          loading: t('zones.loading'),
          failed: t('zones.failed'),
          retry: t('actions.retry'),
          current: (name) => t('zones.current', { name }),
        }}
      />
      <Button
        type="submit"
        variant="contained"
        loading={isLoading}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('actions.update')}
      </Button>
    </Stack>
  );
}
