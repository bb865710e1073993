import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCreateUserMutation } from '@/api/users';
import { useBackToList, useForwardedListState } from '@/components/data-grid/list-return';
import { notify } from '@/components/feedback/notifier';
import { BackToList } from './back-to-list';
import { EMPTY_USER_FORM, UserForm } from './user-form';
import type { UserFormValues } from './user-form';

/**
 * `users/new`: a new customer (`POST /api/users`; the type is always `usuario`, SPEC 6). On
 * success a toast confirms it and the new user's view opens.
 */
export function UserCreate() {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const backTo = useBackToList();
  const listState = useForwardedListState();
  const [createUser, { isLoading }] = useCreateUserMutation();

  const submit = async (values: UserFormValues) => {
    const created = await createUser({
      createUserBody: {
        number: values.number.trim() || null,
        name: values.name.trim(),
        last_name: values.last_name.trim(),
        email: values.email.trim(),
        password: values.password,
        phone: values.phone.trim() || null,
        type_user: 'usuario',
        zone_id: values.zone_id,
      },
    }).unwrap();
    notify(t('create.saved', { name: `${created.name} ${created.last_name}`.trim() }), 'success');
    // the new user's view, whose way back is still the list as it was left
    await navigate(`../${String(created.id)}`, { state: listState });
  };

  return (
    <Stack spacing={3}>
      <BackToList to={backTo} />
      <Stack spacing={0.5}>
        <Typography component="h1" variant="h4">
          {t('create.title')}
        </Typography>
        <Typography color="text.secondary">{t('create.intro')}</Typography>
      </Stack>
      <UserForm
        mode="create"
        initial={EMPTY_USER_FORM}
        submitLabel={t('create.submit')}
        busy={isLoading}
        onSubmit={submit}
        cancel={{ to: backTo }}
      />
    </Stack>
  );
}
