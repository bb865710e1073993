import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import EditOutlined from '@mui/icons-material/EditOutlined';
import RestoreFromTrashOutlined from '@mui/icons-material/RestoreFromTrashOutlined';
import { errorMessage } from '@/api/errors';
import { useGetLocationQuery, useRestoreLocationMutation } from '@/api/locations';
import type { Location } from '@/api/locations';
import { RecordDetails, formatDateTime } from '@/components/data-grid/record-details';
import { RecordLoader } from '@/components/data-grid/record-loader';
import { useBackToList, useForwardedListState } from '@/components/data-grid/list-return';
import { notify } from '@/components/feedback/notifier';

function LocationDetails({ location }: { location: Location }) {
  const { t, i18n } = useTranslation('locations');
  const backTo = useBackToList();
  const listState = useForwardedListState();
  const [restoreLocation, { isLoading: restoring }] = useRestoreLocationMutation();
  const deleted = location.deleted_at !== null;

  const restore = async () => {
    try {
      await restoreLocation({ id: location.id, body: {} }).unwrap();
      notify(t('list:restore.done', { name: location.name }), 'success');
    } catch (error) {
      notify(errorMessage(error) ?? t('list:restore.failed', { name: location.name }), 'error');
    }
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <Typography component="h1" variant="h4" sx={{ overflowWrap: 'anywhere' }}>
        {t('show.title', { name: location.name })}
      </Typography>
      {deleted && <Alert severity="warning">{t('show.deletedNotice')}</Alert>}
      <Paper sx={{ p: 3 }}>
        <RecordDetails
          items={[
            { label: t('fields.name'), value: location.name },
            {
              label: t('fields.zone'),
              value: location.zone_name ?? `#${String(location.zone_id)}`,
            },
            { label: t('fields.phone'), value: location.phone },
            { label: t('fields.description'), value: location.description },
            {
              label: t('fields.status'),
              value: deleted ? t('status.deleted') : t('status.active'),
            },
            {
              label: t('fields.createdAt'),
              value: formatDateTime(location.created_at, i18n.language),
            },
            {
              label: t('fields.updatedAt'),
              value: formatDateTime(location.updated_at, i18n.language),
            },
            ...(deleted
              ? [
                  {
                    label: t('fields.deletedAt'),
                    value: formatDateTime(location.deleted_at, i18n.language),
                  },
                ]
              : []),
          ]}
        />
      </Paper>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          component={RouterLink}
          to={backTo}
          // the text colour: the primary colour as text on the page is too faint (WCAG AA)
          color="inherit"
          startIcon={<ArrowBack sx={{ '[dir="rtl"] &': { transform: 'scaleX(-1)' } }} />}
        >
          {t('actions.back')}
        </Button>
        <Button
          component={RouterLink}
          to="edit"
          relative="path"
          state={listState}
          variant="contained"
          startIcon={<EditOutlined />}
        >
          {t('actions.edit')}
        </Button>
        {deleted && (
          <Button
            variant="outlined"
            color="success"
            loading={restoring}
            startIcon={<RestoreFromTrashOutlined />}
            onClick={() => void restore()}
          >
            {t('actions.restore')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}

/** `locations/:id`: one location (deleted ones too, with a restore). */
export function LocationShow() {
  return (
    <RecordLoader<Location> useRecord={useGetLocationQuery}>
      {(location) => <LocationDetails location={location} />}
    </RecordLoader>
  );
}
