import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetCurrentUserQuery } from '@/api';
import type { User } from '@/api';
import { InlineAlert } from '@/components/feedback/inline-alert';
import { ChangePasswordForm } from './change-password-form';
import { ProfileDetailsForm } from './profile-details-form';
import { ProfilePicture } from './profile-picture';

function Summary({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const rows: [string, string][] = [
    [t('fields.name'), `${user.name} ${user.last_name}`.trim()],
    [t('fields.email'), user.email],
    [t('fields.username'), user.username ?? '—'],
    [t('fields.number'), user.number ?? '—'],
    [t('fields.type'), t(`types.${user.type_user}`)],
  ];
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 1, columnGap: 3, m: 0 }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * `/profile`: the signed-in user (`GET /api/auth/me`), their phone and zone, their password and
 * their picture. Each part saves on its own.
 */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  const { data: user, isLoading, isError, isFetching, refetch } = useGetCurrentUserQuery();

  let body;
  if (user) {
    body = (
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '280px 1fr' },
          alignItems: 'start',
        }}
      >
        <Paper sx={{ p: 3 }}>
          <ProfilePicture user={user} />
        </Paper>
        <Stack spacing={3}>
          <Paper sx={{ p: 3 }}>
            <Stack spacing={3}>
              <Summary user={user} />
              <Divider />
              {/* keyed by the saved state: a fresh server answer resets the form */}
              <ProfileDetailsForm key={`${String(user.id)}-${user.updated_at}`} user={user} />
            </Stack>
          </Paper>
          <Paper sx={{ p: 3 }}>
            <ChangePasswordForm username={user.email} />
          </Paper>
        </Stack>
      </Box>
    );
  } else if (isLoading) {
    body = (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
        <CircularProgress aria-label={t('title')} />
      </Box>
    );
  } else if (isError) {
    body = (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <InlineAlert>{t('loadFailed')}</InlineAlert>
        <Button variant="outlined" loading={isFetching} onClick={() => void refetch()}>
          {t('actions.retry')}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack spacing={3}>
      <Typography component="h1" variant="h4">
        {t('title')}
      </Typography>
      {body}
    </Stack>
  );
}
