import { useState } from 'react';
import type { SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useChangePasswordMutation } from '@/api/users';
import { InlineAlert } from '@/components/feedback/inline-alert';
import { notify } from '@/components/feedback/notifier';
import { NewPasswordFields } from '@/components/forms/new-password-fields';
import { PasswordInput } from '@/components/forms/password-input';
import { equalTo, hasErrors, maxLength, minLength, required } from '@/lib/validation/rules';
import { serverFieldMessages } from '@/lib/validation/server-errors';
import { useForm } from '@/lib/validation/use-form';
import type { FormRules } from '@/lib/validation/rules';
import { generalErrorKey, knownFieldError } from '../server-errors';

interface PasswordValues {
  password: string;
  new_password: string;
  new_password_confirmation: string;
}

const EMPTY: PasswordValues = { password: '', new_password: '', new_password_confirmation: '' };
const FIELDS = Object.keys(EMPTY) as (keyof PasswordValues)[];

const rulesFor = (values: PasswordValues): FormRules<PasswordValues> => ({
  password: [required(), maxLength(128)],
  new_password: [required(), minLength(8), maxLength(128)],
  new_password_confirmation: [required(), equalTo(values.new_password, 'passwordMismatch')],
});

/**
 * `POST /api/users/changePassword` with the user's e-mail as `username`. The server answers with a
 * fresh token in the Authorization header, which the base query stores (token rotation).
 */
export function ChangePasswordForm({ username }: { username: string }) {
  const { t } = useTranslation(['profile', 'validation']);
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const { values, validate, addErrors, reset, textField } = useForm(EMPTY, rulesFor, t);
  const [serverError, setServerError] = useState<string | null>(null);

  const handleSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setServerError(null);
    if (!validate() || isLoading) return;
    try {
      await changePassword({
        changePasswordBody: {
          username,
          password: values.password,
          new_password: values.new_password,
          new_password_confirmation: values.new_password_confirmation,
        },
      }).unwrap();
      reset(EMPTY);
      notify(t('password.changed'), 'success');
    } catch (error) {
      const found = serverFieldMessages<PasswordValues>(error, FIELDS, knownFieldError);
      addErrors(found);
      if (!hasErrors(found)) {
        const key = generalErrorKey(error, 'password.failed');
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
      aria-labelledby="profile-password-title"
      onSubmit={(event) => void handleSubmit(event)}
    >
      <Typography id="profile-password-title" component="h2" variant="h6">
        {t('password.title')}
      </Typography>
      {/* for password managers: the account whose password changes */}
      <input
        type="email"
        name="username"
        autoComplete="username"
        value={username}
        readOnly
        hidden
      />
      {serverError && <InlineAlert>{t(serverError)}</InlineAlert>}
      <PasswordInput
        id="profile-current-password"
        label={t('fields.currentPassword')}
        autoComplete="current-password"
        toggleLabels={{ show: t('actions.showPassword'), hide: t('actions.hidePassword') }}
        {...textField('password')}
      />
      <NewPasswordFields
        ids={{
          password: 'profile-new-password',
          confirmation: 'profile-new-password-confirmation',
        }}
        labels={{ password: t('fields.newPassword'), confirmation: t('fields.confirmPassword') }}
        password={textField('new_password')}
        confirmation={textField('new_password_confirmation')}
      />
      <Button
        type="submit"
        variant="contained"
        loading={isLoading}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('actions.changePassword')}
      </Button>
    </Stack>
  );
}
