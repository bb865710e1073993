import { useCallback, useId, useState } from 'react';
import type { SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { UserType } from '@/api/users';
import { InlineAlert } from '@/components/feedback/inline-alert';
import { notify } from '@/components/feedback/notifier';
import { PasswordInput } from '@/components/forms/password-input';
import { TextInput } from '@/components/forms/text-input';
import { ZoneSelect } from '@/components/forms/zone-select';
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
import { generalErrorKey, knownUserFieldError } from '../server-errors';
import { UserTypeSelect } from './user-type-select';

export interface UserFormValues {
  number: string;
  name: string;
  last_name: string;
  email: string;
  /** Create only. */
  password: string;
  password_confirmation: string;
  phone: string;
  zone_id: number | null;
  /** Edit only: a new user is always a customer (`usuario`). */
  type_user: UserType;
  /** Edit of one's own user: the current password, asked when the e-mail changes. */
  current_password: string;
}

export const EMPTY_USER_FORM: UserFormValues = {
  number: '',
  name: '',
  last_name: '',
  email: '',
  password: '',
  password_confirmation: '',
  phone: '',
  zone_id: null,
  type_user: 'usuario',
  current_password: '',
};

const FIELDS = Object.keys(EMPTY_USER_FORM) as (keyof UserFormValues)[];

const EMPLOYEE_NUMBER = /\d{1,12}/;
const PHONE = /[0-9+() .-]{7,20}/;

/**
 * The rules of the contract's CreateUserBody and UpdateUserBody, checked before anything is sent.
 * A new customer needs every field but the employee number; an edit keeps phone and zone optional
 * (staff accounts may have neither).
 */
function rulesFor(
  mode: 'create' | 'edit',
  asksCurrentPassword: (values: UserFormValues) => boolean,
) {
  return (values: UserFormValues): FormRules<UserFormValues> => ({
    current_password: asksCurrentPassword(values) ? [required(), maxLength(128)] : [],
    number: [pattern(EMPLOYEE_NUMBER, 'employeeNumber')],
    name: [required(), maxLength(120)],
    last_name: [required(), maxLength(120)],
    email: [required(), email(), maxLength(190)],
    phone: mode === 'create' ? [required(), pattern(PHONE, 'phone')] : [pattern(PHONE, 'phone')],
    zone_id: mode === 'create' ? [required()] : [],
    ...(mode === 'create'
      ? {
          password: [required(), minLength(8), maxLength(128)],
          password_confirmation: [required(), equalTo(values.password, 'passwordMismatch')],
        }
      : {}),
  });
}

interface UserFormProps {
  mode: 'create' | 'edit';
  initial: UserFormValues;
  /** The user's zone now (edit), kept as an option when it is not among the active zones. */
  currentZone?: { id: number | null; name: string | null };
  /** Edit: only an administrator changes a user's type. */
  canChangeType?: boolean;
  /**
   * Edit: the e-mail and the employee number (where reset codes go, and what staff ask for them
   * with) are changed by the user themself or an administrator only, as the server requires.
   */
  canChangeResetFactors?: boolean;
  /**
   * Edit of the signed-in user's own record: changing the e-mail (where reset codes go) asks for
   * the current password, as the server does.
   */
  isSelf?: boolean;
  submitLabel: string;
  busy: boolean;
  /** Sends the values; rejects with the failed call (its field errors go under the fields). */
  onSubmit: (values: UserFormValues) => Promise<unknown>;
  /** Where Cancel goes (relative to the screen's route), with the way back to the list. */
  cancel: { to: string; state?: unknown };
}

/**
 * The fields of a user, for the create and the edit screens: validated before sending, and the
 * server's field errors (a 409 for an e-mail or employee number another user has) shown under
 * their fields.
 */
export function UserForm({
  mode,
  initial,
  currentZone,
  canChangeType = false,
  canChangeResetFactors = true,
  isSelf = false,
  submitLabel,
  busy,
  onSubmit,
  cancel,
}: UserFormProps) {
  const { t } = useTranslation(['users', 'validation']);
  const id = useId();
  const asksCurrentPassword = useCallback(
    (values: UserFormValues) =>
      mode === 'edit' &&
      isSelf &&
      values.email.trim().toLowerCase() !== initial.email.trim().toLowerCase(),
    [mode, isSelf, initial.email],
  );
  const rules = useCallback(
    (values: UserFormValues) => rulesFor(mode, asksCurrentPassword)(values),
    [mode, asksCurrentPassword],
  );
  const { values, setField, validate, addErrors, errorText, textField } = useForm(
    initial,
    rules,
    t,
  );
  const [serverError, setServerError] = useState<string | null>(null);

  const handleSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setServerError(null);
    if (!validate() || busy) return;
    try {
      await onSubmit(values);
    } catch (error) {
      const found = serverFieldMessages<UserFormValues>(error, FIELDS, knownUserFieldError);
      addErrors(found);
      const key = generalErrorKey(error, mode === 'create' ? 'create.failed' : 'edit.failed');
      setServerError(key);
      if (!hasErrors(found)) notify(t(key), 'error');
    }
  };

  return (
    <Paper
      component="form"
      noValidate
      aria-label={submitLabel}
      onSubmit={(event) => void handleSubmit(event)}
      sx={{ p: 3 }}
    >
      <Stack spacing={3}>
        {serverError && <InlineAlert>{t(serverError)}</InlineAlert>}
        <Box
          sx={{
            display: 'grid',
            gap: 2.5,
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
            alignItems: 'start',
          }}
        >
          <TextInput
            id={`${id}-name`}
            label={t('fields.name')}
            autoComplete="off"
            {...textField('name')}
          />
          <TextInput
            id={`${id}-last-name`}
            label={t('fields.lastName')}
            autoComplete="off"
            {...textField('last_name')}
          />
          <TextInput
            id={`${id}-email`}
            label={t('fields.email')}
            type="email"
            autoComplete="off"
            inputMode="email"
            disabled={!canChangeResetFactors}
            hint={canChangeResetFactors ? undefined : t('edit.resetFactorsAdminOnly')}
            {...textField('email')}
          />
          <TextInput
            id={`${id}-phone`}
            label={t('fields.phone')}
            type="tel"
            autoComplete="off"
            inputMode="tel"
            {...textField('phone')}
          />
          <TextInput
            id={`${id}-number`}
            label={t('fields.numberOptional')}
            autoComplete="off"
            inputMode="numeric"
            disabled={!canChangeResetFactors}
            hint={canChangeResetFactors ? undefined : t('edit.resetFactorsAdminOnly')}
            {...textField('number')}
          />
          <ZoneSelect
            id={`${id}-zone`}
            label={t('fields.zone')}
            value={values.zone_id}
            onChange={(value) => setField('zone_id', value)}
            current={currentZone}
            error={errorText('zone_id')}
            ariaRequired={mode === 'create'}
            helperFirst="error"
            texts={{
              // a new customer starts on "choose a zone" rather than "no zone"
              none: mode === 'create' ? t('zones.choose') : t('zones.none'),
              loading: t('zones.loading'),
              failed: t('zones.failed'),
              retry: t('actions.retry'),
              current: (name) => t('zones.current', { name }),
            }}
          />
          {mode === 'edit' && (
            <UserTypeSelect
              id={`${id}-type`}
              value={values.type_user}
              onChange={(value) => setField('type_user', value)}
              disabled={!canChangeType}
              error={Boolean(errorText('type_user'))}
              helper={
                errorText('type_user') ?? (canChangeType ? undefined : t('edit.typeAdminOnly'))
              }
            />
          )}
          {asksCurrentPassword(values) && (
            <PasswordInput
              id={`${id}-current-password`}
              label={t('fields.currentPassword')}
              autoComplete="current-password"
              hint={t('edit.currentPasswordForEmail')}
              toggleLabels={{ show: t('actions.showPassword'), hide: t('actions.hidePassword') }}
              {...textField('current_password')}
            />
          )}
          {mode === 'create' && (
            <>
              <PasswordInput
                id={`${id}-password`}
                label={t('fields.password')}
                autoComplete="new-password"
                toggleLabels={{ show: t('actions.showPassword'), hide: t('actions.hidePassword') }}
                {...textField('password')}
              />
              <PasswordInput
                id={`${id}-password-confirmation`}
                label={t('fields.passwordConfirmation')}
                autoComplete="new-password"
                {...textField('password_confirmation')}
              />
            </>
          )}
        </Box>
        {/* as in every record form: Cancel, then the action, at the end of the form */}
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button component={RouterLink} to={cancel.to} state={cancel.state} disabled={busy}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            {submitLabel}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
