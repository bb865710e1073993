import { useState } from 'react';
import type { SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorKind, useSendResetEmailMutation } from '@/api';
import { InlineAlert } from '@/components/feedback/inline-alert';
import { TextInput } from '@/components/forms/text-input';
import { paths } from '@/config/paths';
import { email, maxLength, pattern, required } from '@/lib/validation/rules';
import { useForm } from '@/lib/validation/use-form';
import type { FormRules } from '@/lib/validation/rules';
import { AuthCard } from './auth-card';

interface ForgotValues {
  email: string;
  number: string;
}

const EMPTY: ForgotValues = { email: '', number: '' };

const rulesFor = (): FormRules<ForgotValues> => ({
  email: [required(), email(), maxLength(190)],
  // staff give their number; a customer, who has none, leaves it empty
  number: [pattern(/\d{1,12}/, 'employeeNumber')],
});

/** Where the reset screen is, with the e-mail prefilled. */
function resetLink(address: string): string {
  return address
    ? `${paths.resetPassword}?email=${encodeURIComponent(address)}`
    : paths.resetPassword;
}

/**
 * `/sistema/forgot-password`: asks the server to e-mail a reset code. Staff give their e-mail and
 * employee number, a customer the e-mail alone (the number is sent only when given). The answer
 * never says whether an account matched: the screen always shows the same neutral confirmation
 * (only a refusal to serve, too many attempts or no connection, is shown as an error).
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation(['account', 'auth', 'validation']);
  const [sendResetEmail, { isLoading }] = useSendResetEmailMutation();
  const { values, setField, validate, errorText } = useForm(EMPTY, rulesFor, t);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);

  const handleSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setServerError(null);
    if (!validate() || isLoading) return;
    const address = values.email.trim();
    const number = values.number.trim();
    try {
      await sendResetEmail({
        sendResetEmailBody: number === '' ? { email: address } : { email: address, number },
      }).unwrap();
      setSentTo(address);
    } catch (error) {
      const kind = errorKind(error);
      if (kind === 'tooManyRequests') setServerError('auth:errors.tooManyAttempts');
      else if (kind === 'network') setServerError('auth:errors.network');
      else if (kind === 'server') setServerError('errors.sendFailed');
      // anything else must not tell apart a known account from an unknown one
      else setSentTo(address);
    }
  };

  if (sentTo !== null) {
    return (
      <AuthCard title={t('forgot.title')} onSubmit={(event) => event.preventDefault()}>
        <Typography role="status">{t('forgot.sent')}</Typography>
        <Button component={RouterLink} to={resetLink(sentTo)} variant="contained" size="large">
          {t('actions.haveCode')}
        </Button>
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
          <Link component="button" type="button" variant="body2" onClick={() => setSentTo(null)}>
            {t('actions.requestNewCode')}
          </Link>
          <Link component={RouterLink} to={paths.login} variant="body2">
            {t('actions.backToLogin')}
          </Link>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('forgot.title')}
      subtitle={t('forgot.subtitle')}
      onSubmit={(event) => void handleSubmit(event)}
    >
      {serverError && <InlineAlert>{t(serverError)}</InlineAlert>}
      <TextInput
        id="forgot-email"
        label={t('auth:fields.email')}
        type="email"
        autoComplete="email"
        autoFocus
        value={values.email}
        onChange={(value) => setField('email', value)}
        error={errorText('email')}
      />
      <TextInput
        id="forgot-number"
        label={t('forgot.number')}
        autoComplete="off"
        inputMode="numeric"
        value={values.number}
        onChange={(value) => setField('number', value)}
        error={errorText('number')}
        hint={t('forgot.numberHint')}
      />
      <Button type="submit" variant="contained" size="large" loading={isLoading} fullWidth>
        {t('actions.sendCode')}
      </Button>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
        <Link component={RouterLink} to={paths.login} variant="body2">
          {t('actions.backToLogin')}
        </Link>
        <Link component={RouterLink} to={resetLink(values.email.trim())} variant="body2">
          {t('actions.haveCode')}
        </Link>
      </Box>
    </AuthCard>
  );
}
