import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetLocationQuery, useRestoreLocationMutation } from '@/api/locations';
import type { Location } from '@/api/locations';
import { RecordDetails, formatDateTime } from '@/components/data-grid/record-details';
import { RecordLoader } from '@/components/data-grid/record-loader';
import { RecordActionBar } from '@/components/data-grid/record-action-bar';
import { useRowRemoval } from '@/components/data-grid/use-row-removal';

function LocationDetails({ location }: { location: Location }) {
  const { t, i18n } = useTranslation('locations');
  const [restoreLocation, { isLoading: restoring }] = useRestoreLocationMutation();
  const { restore } = useRowRemoval<Location>({
    rowLabel: (row) => row.name,
    onRestore: (row) => restoreLocation({ id: row.id, body: {} }).unwrap(),
  });
  const deleted = location.deleted_at !== null;

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
      <RecordActionBar
        backLabel={t('actions.back')}
        edit={{ label: t('actions.edit') }}
        restore={
          deleted && restore
            ? { label: t('actions.restore'), busy: restoring, onClick: () => restore(location) }
            : undefined
        }
      />
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
