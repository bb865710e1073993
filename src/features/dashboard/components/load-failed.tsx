import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import RefreshOutlined from '@mui/icons-material/RefreshOutlined';
import { InlineAlert } from '@/components/feedback/inline-alert';
import { accentOutlined } from '../accent';

interface LoadFailedProps {
  onRetry: () => void;
  retrying: boolean;
}

/** A part of the dashboard could not be loaded: why, and a retry. */
export function LoadFailed({ onRetry, retrying }: LoadFailedProps) {
  const { t } = useTranslation('dashboard');
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <InlineAlert>{t('loadFailed')}</InlineAlert>
      <Button
        variant="outlined"
        size="small"
        startIcon={<RefreshOutlined />}
        loading={retrying}
        loadingPosition="start"
        onClick={onRetry}
        sx={accentOutlined}
      >
        {t('actions.retry')}
      </Button>
    </Stack>
  );
}
