import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { User } from '@/api/users';
import { useUpdateUserMutation } from '@/api/users';
import { useBackToList, useForwardedListState } from '@/components/data-grid/list-return';
import {
  RecordLoadFailed,
  RecordLoading,
  RecordNotFound,
} from '@/components/data-grid/record-states';
import { notify } from '@/components/feedback/notifier';
import { useAppSelector } from '@/store/hooks';
import { BackToList } from './back-to-list';
import { useRoutedUser } from '../hooks/use-routed-user';
import { selectIsAdministrator, selectSignedInUserId } from '@/lib/session/user';
import { EMPTY_USER_FORM, UserForm } from './user-form';
import type { UserFormValues } from './user-form';

function formValues(user: User): UserFormValues {
  return {
    ...EMPTY_USER_FORM,
    number: user.number ?? '',
    name: user.name,
    last_name: user.last_name,
    email: user.email,
    phone: user.phone ?? '',
    zone_id: user.zone_id,
    type_user: user.type_user,
  };
}

function EditForm({ user }: { user: User }) {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const isAdmin = useAppSelector(selectIsAdministrator);
  const isSelf = useAppSelector(selectSignedInUserId) === user.id;
  const listState = useForwardedListState();
  const [updateUser, { isLoading }] = useUpdateUserMutation();
  const view = { to: `../${String(user.id)}`, state: listState };

  // PUT takes the whole user: every field of the form, the type and the zone included
  const submit = async (values: UserFormValues) => {
    await updateUser({
      id: user.id,
      updateUserBody: {
        number: values.number.trim() || null,
        name: values.name.trim(),
        last_name: values.last_name.trim(),
        email: values.email.trim(),
        phone: values.phone.trim() || null,
        type_user: values.type_user,
        zone_id: values.zone_id,
        ...(values.current_password === '' ? {} : { current_password: values.current_password }),
      },
    }).unwrap();
    notify(t('edit.saved'), 'success');
    await navigate(view.to, { state: view.state });
  };

  return (
    <UserForm
      mode="edit"
      initial={formValues(user)}
      currentZone={{ id: user.zone_id, name: user.zone_name }}
      canChangeType={isAdmin}
      canChangeResetFactors={isAdmin || isSelf}
      isSelf={isSelf}
      submitLabel={t('edit.submit')}
      busy={isLoading}
      onSubmit={submit}
      cancel={view}
    />
  );
}

/** `users/:id/edit`: a user's data, type and zone (`PUT /api/users/{id}`). */
export function UserEdit() {
  const { t } = useTranslation('users');
  const backTo = useBackToList();
  const { data: user, notFound, isLoading, isError, isFetching, refetch } = useRoutedUser();

  if (notFound) return <RecordNotFound backTo={backTo} />;

  return (
    <Stack spacing={3}>
      <BackToList to={backTo} />
      <Typography component="h1" variant="h4">
        {user
          ? t('edit.titleOf', { name: `${user.name} ${user.last_name}`.trim() })
          : t('edit.title')}
      </Typography>
      {user ? (
        // keyed by the saved state: a fresh answer from the server resets the form
        <EditForm key={`${String(user.id)}-${user.updated_at}`} user={user} />
      ) : isLoading ? (
        <RecordLoading />
      ) : isError ? (
        <RecordLoadFailed backTo={backTo} retrying={isFetching} onRetry={() => void refetch()} />
      ) : null}
    </Stack>
  );
}
