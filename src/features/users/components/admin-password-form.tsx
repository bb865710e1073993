import { useId, useState } from 'react';
import type { SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { User } from '@/api/users';
import { useChangePasswordMutation } from '@/api/users';
import { InlineAlert } from '@/components/feedback/inline-alert';
import { notify } from '@/components/feedback/notifier';
import { PasswordInput } from '@/components/forms/password-input';
import { equalTo, hasErrors, maxLength, minLength, required } from '@/lib/validation/rules';
import { serverFieldMessages } from '@/lib/validation/server-errors';
import { useForm } from '@/lib/validation/use-form';
import type { FormRules } from '@/lib/validation/rules';
import { fullName } from '../format';
import { generalErrorKey, knownPasswordFieldError } from '../server-errors';

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
 * An administrator sets another user's password (`POST /api/users/changePassword`): `username` is
 * the user's username (or e-mail), `password` is the administrator's own current password, which
 * proves it is them, and `new_password` is the user's new one.
 */
export function AdminPasswordForm({ user }: { user: User }) {
  const { t } = useTranslation(['users', 'validation']);
  const id = useId();
  const name = fullName(user);
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
          username: user.username ?? user.email,
          password: values.password,
          new_password: values.new_password,
          new_password_confirmation: values.new_password_confirmation,
        },
      }).unwrap();
      reset(EMPTY);
      notify(t('password.changed', { name }), 'success');
    } catch (error) {
      const found = serverFieldMessages<PasswordValues>(error, FIELDS, knownPasswordFieldError);
      addErrors(found);
      if (!hasErrors(found)) {
        const key = generalErrorKey(error, 'password.failed');
        setServerError(key);
        notify(t(key), 'error');
      }
    }
  };

  return (
    <Paper
      component="form"
      noValidate
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-intro`}
      onSubmit={(event) => void handleSubmit(event)}
      sx={{ p: 3 }}
    >
      <Stack spacing={2.5}>
        <Typography id={`${id}-title`} component="h2" variant="h6">
          {t('password.title')}
        </Typography>
        <Typography id={`${id}-intro`} variant="body2" color="text.secondary">
          {t('password.intro', { name })}
        </Typography>
        {serverError && <InlineAlert>{t(serverError)}</InlineAlert>}
        <PasswordInput
          id={`${id}-admin-password`}
          label={t('password.adminPassword')}
          autoComplete="current-password"
          toggleLabels={{ show: t('actions.showPassword'), hide: t('actions.hidePassword') }}
          {...textField('password')}
        />
        <PasswordInput
          id={`${id}-new-password`}
          label={t('password.newPassword', { name })}
          autoComplete="new-password"
          {...textField('new_password')}
        />
        <PasswordInput
          id={`${id}-new-password-confirmation`}
          label={t('password.confirmPassword')}
          autoComplete="new-password"
          {...textField('new_password_confirmation')}
        />
        <Button
          type="submit"
          variant="contained"
          loading={isLoading}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('password.submit')}
        </Button>
      </Stack>
    </Paper>
  );
}
