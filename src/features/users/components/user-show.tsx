import { useId } from 'react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { User, Wallet } from '@/api/users';
import { useGetClientQuery } from '@/api/users';
import { useBackToList } from '@/components/data-grid/list-return';
import {
  RecordLoadFailed,
  RecordLoading,
  RecordNotFound,
} from '@/components/data-grid/record-states';
import { ProfilePictureEditor } from '@/components/profile-picture/profile-picture-editor';
import { InlineAlert } from '@/components/feedback/inline-alert';
import { useAppSelector } from '@/store/hooks';
import { BackToList } from './back-to-list';
import { fullName } from '../format';
import { useRoutedUser } from '../hooks/use-routed-user';
import { isCustomer, selectIsAdministrator } from '@/lib/session/user';
import { AdminPasswordForm } from './admin-password-form';
import { ClientSummary } from './client-summary';
import { UserActions } from './user-actions';
import { UserDetails } from './user-details';

/** What the view hands to the wallet panel (composed in by the app: features do not import each other). */
export interface WalletSlotProps {
  userId: number;
  wallet: Wallet | null;
}

interface UserShowProps {
  /** Shown for customers, with the wallet of the client view. */
  WalletSlot?: ComponentType<WalletSlotProps>;
}

function Picture({ user }: { user: User }) {
  const { t } = useTranslation('users');
  return (
    <ProfilePictureEditor
      user={user}
      texts={{
        title: t('picture.title'),
        alt: t('picture.alt', { name: fullName(user) }),
        previewAlt: t('picture.previewAlt'),
        hint: t('picture.hint'),
        choose: t('picture.choose'),
        upload: t('picture.upload'),
        cancel: t('actions.cancel'),
        uploaded: t('picture.uploaded'),
        loadFailed: t('picture.loadFailed'),
        invalidType: t('picture.invalidType'),
        tooLarge: t('picture.tooLarge'),
        network: t('errors.network'),
        failed: t('picture.failed'),
      }}
    />
  );
}

/** The client view could not be loaded: the reason and a retry (the rest of the view stays). */
function ClientLoadFailed({ retrying, onRetry }: { retrying: boolean; onRetry: () => unknown }) {
  const { t } = useTranslation('users');
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <InlineAlert>{t('client.loadFailed')}</InlineAlert>
      <Button variant="outlined" loading={retrying} onClick={() => void onRetry()}>
        {t('actions.retry')}
      </Button>
    </Stack>
  );
}

/** The customer part: order figures and the wallet (`GET /api/users/client/{id}`). */
function ClientPart({ userId, WalletSlot }: { userId: number } & UserShowProps) {
  const client = useGetClientQuery({ id: userId });
  if (client.data)
    return (
      <>
        <ClientSummary client={client.data} />
        {WalletSlot && <WalletSlot userId={userId} wallet={client.data.wallet} />}
      </>
    );
  if (client.isError)
    return <ClientLoadFailed retrying={client.isFetching} onRetry={client.refetch} />;
  return <RecordLoading />;
}

function Profile({ user, WalletSlot }: { user: User } & UserShowProps) {
  const { t } = useTranslation('users');
  const detailsId = useId();
  const isAdmin = useAppSelector(selectIsAdministrator);
  const deleted = user.deleted_at !== null;
  return (
    <Stack spacing={3}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Stack spacing={1}>
          <Typography component="h1" variant="h4" sx={{ overflowWrap: 'anywhere' }}>
            {fullName(user)}
          </Typography>
          <Stack direction="row" spacing={1}>
            <Chip size="small" label={t(`types.${user.type_user}`)} />
            {deleted && <Chip size="small" color="error" label={t('deleted')} />}
          </Stack>
        </Stack>
        <UserActions user={user} />
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '280px 1fr' },
          alignItems: 'start',
        }}
      >
        <Paper sx={{ p: 3 }}>
          <Picture user={user} />
        </Paper>
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <Paper component="section" aria-labelledby={detailsId} sx={{ p: 3 }}>
            <Typography id={detailsId} component="h2" variant="h6" sx={{ mb: 2 }}>
              {t('details.title')}
            </Typography>
            <UserDetails user={user} />
          </Paper>
          {isCustomer(user) && <ClientPart userId={user.id} WalletSlot={WalletSlot} />}
          {isAdmin && !deleted && <AdminPasswordForm user={user} />}
        </Stack>
      </Box>
    </Stack>
  );
}

/**
 * `users/:id`: the admin view of a user (`GET /api/users/{id}`, deleted users too) with the
 * picture, edit, delete or restore; for customers the order figures and the wallet; for
 * administrators the change of that user's password. An id that is not a user's shows the
 * not-found state.
 */
export function UserShow({ WalletSlot }: UserShowProps) {
  const backTo = useBackToList();
  const { data: user, notFound, isLoading, isError, isFetching, refetch } = useRoutedUser();

  if (notFound) return <RecordNotFound backTo={backTo} />;

  return (
    <Stack spacing={2}>
      <BackToList to={backTo} />
      {user ? (
        <Profile user={user} WalletSlot={WalletSlot} />
      ) : isLoading ? (
        <RecordLoading />
      ) : isError ? (
        <RecordLoadFailed backTo={backTo} retrying={isFetching} onRetry={() => void refetch()} />
      ) : null}
    </Stack>
  );
}
