import { useState } from 'react';
import type { SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useResetPasswordMutation } from '@/api';
import { notify } from '@/components/feedback/notifier';
import { InlineAlert } from '@/components/feedback/inline-alert';
import { NewPasswordFields } from '@/components/forms/new-password-fields';
import { TextInput } from '@/components/forms/text-input';
import { paths } from '@/config/paths';
import { email, equalTo, hasErrors, maxLength, minLength, required } from '@/lib/validation/rules';
import { serverFieldMessages } from '@/lib/validation/server-errors';
import { useForm } from '@/lib/validation/use-form';
import type { FormRules } from '@/lib/validation/rules';
import { generalErrorKey, knownFieldError } from '../server-errors';
import { AuthCard } from './auth-card';

interface ResetValues {
  email: string;
  token: string;
  password: string;
  password_confirmation: string;
}

const FIELDS: (keyof ResetValues)[] = ['email', 'token', 'password', 'password_confirmation'];

const rulesFor = (values: ResetValues): FormRules<ResetValues> => ({
  email: [required(), email(), maxLength(190)],
  token: [required(), minLength(4), maxLength(64)],
  password: [required(), minLength(8), maxLength(128)],
  password_confirmation: [required(), equalTo(values.password, 'passwordMismatch')],
});

/**
 * `/sistema/reset-password?email=…`: the code received by e-mail and a new password. On success a
 * toast confirms it and the user goes to the login page.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation(['account', 'auth', 'validation']);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const prefilled = searchParams.get('email') ?? '';
  const { values, validate, addErrors, textField } = useForm<ResetValues>(
    { email: prefilled, token: '', password: '', password_confirmation: '' },
    rulesFor,
    t,
  );
  const [serverError, setServerError] = useState<string | null>(null);

  const handleSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setServerError(null);
    if (!validate() || isLoading) return;
    try {
      await resetPassword({
        resetPasswordBody: {
          email: values.email.trim(),
          token: values.token.trim(),
          password: values.password,
          password_confirmation: values.password_confirmation,
        },
      }).unwrap();
      notify(t('reset.success'), 'success');
      void navigate(paths.login, { replace: true });
    } catch (error) {
      const found = serverFieldMessages<ResetValues>(error, FIELDS, knownFieldError);
      addErrors(found);
      if (!hasErrors(found)) setServerError(generalErrorKey(error, 'errors.resetFailed'));
    }
  };

  return (
    <AuthCard
      title={t('reset.title')}
      subtitle={t('reset.subtitle')}
      onSubmit={(event) => void handleSubmit(event)}
    >
      {serverError && <InlineAlert>{t(serverError)}</InlineAlert>}
      <TextInput
        id="reset-email"
        label={t('auth:fields.email')}
        type="email"
        autoComplete="email"
        autoFocus={!prefilled}
        {...textField('email')}
      />
      <TextInput
        id="reset-code"
        label={t('fields.resetCode')}
        autoComplete="one-time-code"
        hint={t('reset.codeHint')}
        autoFocus={Boolean(prefilled)}
        {...textField('token')}
      />
      <NewPasswordFields
        ids={{ password: 'reset-password', confirmation: 'reset-password-confirmation' }}
        labels={{ password: t('fields.newPassword'), confirmation: t('fields.confirmPassword') }}
        toggleLabels={{
          show: t('auth:actions.showPassword'),
          hide: t('auth:actions.hidePassword'),
        }}
        password={textField('password')}
        confirmation={textField('password_confirmation')}
      />
      <Button type="submit" variant="contained" size="large" loading={isLoading} fullWidth>
        {t('actions.resetPassword')}
      </Button>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
        <Link component={RouterLink} to={paths.login} variant="body2">
          {t('actions.backToLogin')}
        </Link>
        <Link component={RouterLink} to={paths.forgotPassword} variant="body2">
          {t('actions.requestNewCode')}
        </Link>
      </Box>
    </AuthCard>
  );
}
