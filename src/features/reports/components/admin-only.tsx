import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** A poll screen only administrators may use, opened by an employee: why, and the way back. */
export function AdminOnly({ title, backTo }: { title: string; backTo: string }) {
  const { t } = useTranslation('reports');
  return (
    <Stack spacing={3} sx={{ maxWidth: 720, alignItems: 'flex-start' }}>
      <Typography component="h1" variant="h4">
        {title}
      </Typography>
      <Alert severity="info">{t('form.adminOnly')}</Alert>
      <Button component={RouterLink} to={backTo} variant="outlined">
        {t('list:actions.backToList')}
      </Button>
    </Stack>
  );
}
