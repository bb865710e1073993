import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetZoneQuery, useRestoreZoneMutation } from '@/api/zones';
import type { Zone } from '@/api/zones';
import { RecordDetails, formatDateTime } from '@/components/data-grid/record-details';
import { RecordLoader } from '@/components/data-grid/record-loader';
import { RecordActionBar } from '@/components/data-grid/record-action-bar';
import { useRowRemoval } from '@/components/data-grid/use-row-removal';

function ZoneDetails({ zone }: { zone: Zone }) {
  const { t, i18n } = useTranslation('zones');
  const [restoreZone, { isLoading: restoring }] = useRestoreZoneMutation();
  const { restore } = useRowRemoval<Zone>({
    rowLabel: (row) => row.name,
    onRestore: (row) => restoreZone({ id: row.id, body: {} }).unwrap(),
  });
  const deleted = zone.deleted_at !== null;

  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <Typography component="h1" variant="h4" sx={{ overflowWrap: 'anywhere' }}>
        {t('show.title', { name: zone.name })}
      </Typography>
      {deleted && <Alert severity="warning">{t('show.deletedNotice')}</Alert>}
      <Paper sx={{ p: 3 }}>
        <RecordDetails
          items={[
            { label: t('fields.name'), value: zone.name },
            { label: t('fields.phone'), value: zone.phone },
            { label: t('fields.description'), value: zone.description },
            {
              label: t('fields.status'),
              value: deleted ? t('status.deleted') : t('status.active'),
            },
            { label: t('fields.createdAt'), value: formatDateTime(zone.created_at, i18n.language) },
            { label: t('fields.updatedAt'), value: formatDateTime(zone.updated_at, i18n.language) },
            ...(deleted
              ? [
                  {
                    label: t('fields.deletedAt'),
                    value: formatDateTime(zone.deleted_at, i18n.language),
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
            ? { label: t('actions.restore'), busy: restoring, onClick: () => restore(zone) }
            : undefined
        }
      />
    </Stack>
  );
}

/** `zones/:id`: one zone (deleted ones too, with a restore). */
export function ZoneShow() {
  return (
    <RecordLoader<Zone> useRecord={useGetZoneQuery}>
      {(zone) => <ZoneDetails zone={zone} />}
    </RecordLoader>
  );
}
