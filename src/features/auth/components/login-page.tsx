import { useLayoutEffect, useRef, useState } from 'react';
import type { SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { InlineAlert } from '@/components/feedback/inline-alert';
import { TextInput } from '@/components/forms/text-input';
import { errorKind, useLoginByEmailMutation, useLoginByNumberMutation } from '@/api';
import { appHomePath, paths, safeReturnUrl } from '@/config/paths';
import { takeOverLoginShell } from '@/lib/login-shell/hand-over';
import type { LoginShellHandOver } from '@/lib/login-shell/hand-over';
import { LOGIN_CONTROLS } from '@/lib/login-shell/markers';
import { useAppDispatch } from '@/store/hooks';
import { loggedIn } from '../auth-slice';
import { validateLogin } from '../validation';
import type { LoginErrors, LoginMode, LoginValues } from '../validation';

const EMPTY: LoginValues = { email: '', number: '', password: '' };

/** Which message a failed login call shows (a key of the `auth` namespace). */
function serverErrorKey(error: unknown, mode: LoginMode): string {
  switch (errorKind(error)) {
    case 'unauthorized':
      return mode === 'email' ? 'errors.invalidCredentials' : 'errors.invalidNumberCredentials';
    case 'tooManyRequests':
      return 'errors.tooManyAttempts';
    case 'network':
      return 'errors.network';
    default:
      return 'errors.unknown';
  }
}

/** `/sistema/login`: sign in by email or by employee number, then go back where the user was. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [loginByEmail, emailState] = useLoginByEmailMutation();
  const [loginByNumber, numberState] = useLoginByNumberMutation();

  const [mode, setMode] = useState<LoginMode>('email');
  const [values, setValues] = useState<LoginValues>(EMPTY);
  const [errors, setErrors] = useState<LoginErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const loading = emailState.isLoading || numberState.isLoading;
  const formRef = useRef<HTMLFormElement>(null);
  const [handOver, setHandOver] = useState<LoginShellHandOver | null>(null);

  // The pre-rendered page (the login shell) the visitor may already have typed in: its values,
  // mode and eye button carry over, before this page is first painted.
  useLayoutEffect(() => {
    const taken = takeOverLoginShell();
    if (!taken) return;
    const takenMode = taken.mode ?? 'email';
    /* eslint-disable react-hooks/set-state-in-effect -- state taken over from the DOM once, before the first paint */
    setMode(takenMode);
    setValues({ ...EMPTY, [takenMode]: taken.username, password: taken.password });
    setShowPassword(taken.showPassword);
    setHandOver(taken);
    /* eslint-enable react-hooks/set-state-in-effect */
  }, []);

  // Then, with those values rendered: the focus where it was, and a submit that was waiting.
  useLayoutEffect(() => {
    if (!handOver) return;
    if (handOver.focus) {
      const { field, start, end } = handOver.focus;
      const id =
        field === 'password'
          ? LOGIN_CONTROLS.passwordId
          : (handOver.mode ?? 'email') === 'email'
            ? LOGIN_CONTROLS.emailId
            : LOGIN_CONTROLS.numberId;
      const input = document.getElementById(id);
      if (input instanceof HTMLInputElement) {
        input.focus();
        if (start !== null && end !== null && input.selectionStart !== null) {
          input.setSelectionRange(start, end);
        }
      }
    }
    if (handOver.submit) formRef.current?.requestSubmit();
  }, [handOver]);

  const change = (field: keyof LoginValues) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(validateLogin(mode, next));
  };

  const switchMode = (next: LoginMode) => {
    setMode(next);
    setErrors({});
    setSubmitted(false);
    setServerError(null);
  };

  const handleSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setServerError(null);
    const found = validateLogin(mode, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const result =
        mode === 'email'
          ? await loginByEmail({
              loginEmailBody: { email: values.email.trim(), password: values.password },
            }).unwrap()
          : await loginByNumber({
              loginNumberBody: { number: values.number.trim(), password: values.password },
            }).unwrap();
      dispatch(loggedIn(result));
      void navigate(safeReturnUrl(searchParams.get('returnUrl'), appHomePath()), { replace: true });
    } catch (error) {
      setServerError(serverErrorKey(error, mode));
    }
  };

  const fieldError = (field: keyof LoginValues) => {
    const key = errors[field];
    return key ? t(key) : undefined;
  };

  return (
    <Paper elevation={3} sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 4 } }}>
      <Stack
        ref={formRef}
        component="form"
        noValidate
        spacing={2.5}
        onSubmit={(event) => void handleSubmit(event)}
      >
        <Box>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 600 }}>
            {t('title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('subtitle')}
          </Typography>
        </Box>

        {/* A pair of toggle buttons rather than MUI Tabs: the same keyboard use and semantics
            (aria-pressed) at a fraction of the weight on the first page anyone loads. */}
        <Stack direction="row" spacing={1} role="group" aria-label={t('modes.label')}>
          {(['email', 'number'] as const).map((option) => (
            <Button
              key={option}
              type="button"
              fullWidth
              variant={mode === option ? 'contained' : 'outlined'}
              color={mode === option ? 'primary' : 'inherit'}
              aria-pressed={mode === option}
              {...{ [LOGIN_CONTROLS.mode]: option }}
              onClick={() => switchMode(option)}
              sx={{ textTransform: 'none' }}
            >
              {t(`modes.${option}`)}
            </Button>
          ))}
        </Stack>

        {serverError && <InlineAlert>{t(serverError)}</InlineAlert>}

        {mode === 'email' ? (
          <TextInput
            id={LOGIN_CONTROLS.emailId}
            label={t('fields.email')}
            type="email"
            autoComplete="username"
            autoFocus
            value={values.email}
            onChange={change('email')}
            error={fieldError('email')}
          />
        ) : (
          <TextInput
            id={LOGIN_CONTROLS.numberId}
            label={t('fields.number')}
            autoComplete="username"
            autoFocus
            inputMode="numeric"
            value={values.number}
            onChange={change('number')}
            error={fieldError('number')}
          />
        )}

        <TextInput
          id={LOGIN_CONTROLS.passwordId}
          label={t('fields.password')}
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          value={values.password}
          onChange={change('password')}
          error={fieldError('password')}
          endAdornment={
            <InputAdornment position="end">
              <IconButton
                aria-label={showPassword ? t('actions.hidePassword') : t('actions.showPassword')}
                onClick={() => setShowPassword((shown) => !shown)}
                edge="end"
                {...{ [LOGIN_CONTROLS.reveal]: '' }}
              >
                {showPassword ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          }
        />

        <Box sx={{ textAlign: 'end' }}>
          <Link component={RouterLink} to={paths.forgotPassword} variant="body2">
            {t('actions.forgotPassword')}
          </Link>
        </Box>

        <Button type="submit" variant="contained" size="large" loading={loading} fullWidth>
          {t('actions.login')}
        </Button>

        <Box sx={{ textAlign: 'center' }}>
          <Link component={RouterLink} to={paths.register} variant="body2">
            {t('actions.createAccount')}
          </Link>
        </Box>
      </Stack>
    </Paper>
  );
}
