import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import { InlineAlert } from '@/components/feedback/inline-alert';

/**
 * A record that does not exist (an unknown id, or an id that is not a number) inside the main area:
 * a heading, 404 and a way back to its list.
 */
export function RecordNotFound({ backTo }: { backTo: string }) {
  const { t } = useTranslation('list');
  return (
    <Paper sx={{ p: { xs: 3, sm: 5 }, maxWidth: 560, mx: 'auto', textAlign: 'center' }}>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <SearchOffOutlined color="disabled" sx={{ fontSize: 56 }} aria-hidden="true" />
        <Typography component="h1" variant="h5">
          {t('record.notFound.title')}
        </Typography>
        <Typography color="text.secondary">{t('record.notFound.text')}</Typography>
        <Typography variant="h3" component="p" color="primary" sx={{ fontWeight: 700 }}>
          404
        </Typography>
        <Button component={RouterLink} to={backTo} variant="contained">
          {t('actions.backToList')}
        </Button>
      </Stack>
    </Paper>
  );
}

/** A record is on its way. */
export function RecordLoading() {
  const { t } = useTranslation('list');
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
      <CircularProgress aria-label={t('record.loading')} />
    </Box>
  );
}

/** A record could not be loaded (network, server): the reason and a retry. */
export function RecordLoadFailed({
  onRetry,
  retrying,
  backTo,
}: {
  onRetry: () => void;
  retrying: boolean;
  backTo: string;
}) {
  const { t } = useTranslation('list');
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <InlineAlert>{t('record.loadFailed')}</InlineAlert>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" loading={retrying} onClick={onRetry}>
          {t('actions.retry')}
        </Button>
        <Button component={RouterLink} to={backTo}>
          {t('actions.backToList')}
        </Button>
      </Stack>
    </Stack>
  );
}
