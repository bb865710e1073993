import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { User } from '@/api/users';
import { formatDateTime } from '../format';

/** A user's data as a description list. */
export function UserDetails({ user }: { user: User }) {
  const { t, i18n } = useTranslation('users');
  const none = t('none');
  const rows: [string, string][] = [
    [t('fields.email'), user.email],
    [t('fields.username'), user.username ?? none],
    [t('fields.number'), user.number ?? none],
    [t('fields.phone'), user.phone ?? none],
    [t('fields.address'), user.address ?? none],
    [t('fields.type'), t(`types.${user.type_user}`)],
    [t('fields.zone'), user.zone_name ?? none],
    [t('fields.createdAt'), formatDateTime(user.created_at, i18n.language)],
  ];
  if (user.deleted_at)
    rows.push([t('fields.deletedAt'), formatDateTime(user.deleted_at, i18n.language)]);
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
