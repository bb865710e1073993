import { useState } from 'react';
import type { SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useRegisterMutation } from '@/api';
import { InlineAlert } from '@/components/feedback/inline-alert';
import { PasswordInput } from '@/components/forms/password-input';
import { TextInput } from '@/components/forms/text-input';
import { paths } from '@/config/paths';
import {
  email,
  equalTo,
  hasErrors,
  maxLength,
  minLength,
  pattern,
  required,
} from '@/lib/validation/rules';
import { serverFieldMessages } from '@/lib/validation/server-errors';
import { useForm } from '@/lib/validation/use-form';
import type { FormRules } from '@/lib/validation/rules';
import { AuthCard } from './auth-card';
import { generalErrorKey, knownFieldError } from '../server-errors';

interface RegisterValues {
  full_name: string;
  number: string;
  username: string;
  email: string;
  password: string;
  password_confirmation: string;
}

const EMPTY: RegisterValues = {
  full_name: '',
  number: '',
  username: '',
  email: '',
  password: '',
  password_confirmation: '',
};

const FIELDS = Object.keys(EMPTY) as (keyof RegisterValues)[];

/** The rules of the contract's RegisterBody, checked before anything is sent. */
const rulesFor = (values: RegisterValues): FormRules<RegisterValues> => ({
  full_name: [required(), minLength(3), maxLength(240)],
  number: [required(), pattern(/\d{1,12}/, 'employeeNumber')],
  username: [required(), pattern(/[A-Za-z0-9._-]{3,40}/, 'username')],
  email: [required(), email(), maxLength(190)],
  password: [required(), minLength(8), maxLength(128)],
  password_confirmation: [required(), equalTo(values.password, 'passwordMismatch')],
});

/**
 * `/sistema/register`: asks the server to create a `usuario` account. The answer is the same
 * whether the e-mail (or the number, or the username) is free or already registered, and signs
 * nobody in: the screen then says to check the e-mail, where the server wrote what happened (the
 * account is ready, or the address already has one, or what to change).
 */
export function RegisterPage() {
  const { t } = useTranslation(['account', 'auth', 'validation']);
  const [register, { isLoading }] = useRegisterMutation();
  const { values, validate, addErrors, textField } = useForm(EMPTY, rulesFor, t);
  const [serverError, setServerError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const handleSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setServerError(null);
    if (!validate() || isLoading) return;
    const address = values.email.trim();
    try {
      await register({
        registerBody: {
          full_name: values.full_name.trim(),
          number: values.number.trim(),
          username: values.username.trim(),
          email: address,
          password: values.password,
          password_confirmation: values.password_confirmation,
        },
      }).unwrap();
      setSentTo(address);
    } catch (error) {
      const found = serverFieldMessages<RegisterValues>(error, FIELDS, knownFieldError);
      addErrors(found);
      if (!hasErrors(found)) setServerError(generalErrorKey(error, 'errors.registerFailed'));
    }
  };

  if (sentTo !== null) {
    return (
      <AuthCard title={t('register.sentTitle')} onSubmit={(event) => event.preventDefault()}>
        <Typography role="status">{t('register.sent', { email: sentTo })}</Typography>
        <Button component={RouterLink} to={paths.login} variant="contained" size="large">
          {t('actions.goToLogin')}
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      onSubmit={(event) => void handleSubmit(event)}
    >
      {serverError && <InlineAlert>{t(serverError)}</InlineAlert>}
      <TextInput
        id="register-full-name"
        label={t('fields.fullName')}
        autoComplete="name"
        autoFocus
        {...textField('full_name')}
      />
      <TextInput
        id="register-number"
        label={t('auth:fields.number')}
        autoComplete="off"
        inputMode="numeric"
        {...textField('number')}
      />
      <TextInput
        id="register-username"
        label={t('fields.username')}
        autoComplete="username"
        {...textField('username')}
      />
      <TextInput
        id="register-email"
        label={t('auth:fields.email')}
        type="email"
        autoComplete="email"
        {...textField('email')}
      />
      <PasswordInput
        id="register-password"
        label={t('auth:fields.password')}
        autoComplete="new-password"
        toggleLabels={{
          show: t('auth:actions.showPassword'),
          hide: t('auth:actions.hidePassword'),
        }}
        {...textField('password')}
      />
      <PasswordInput
        id="register-password-confirmation"
        label={t('fields.confirmPassword')}
        autoComplete="new-password"
        {...textField('password_confirmation')}
      />
      <Button type="submit" variant="contained" size="large" loading={isLoading} fullWidth>
        {t('actions.createAccount')}
      </Button>
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        {t('register.haveAccount')}{' '}
        <Link component={RouterLink} to={paths.login}>
          {t('actions.backToLogin')}
        </Link>
      </Typography>
    </AuthCard>
  );
}
