import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetZoneQuery, useUpdateZoneMutation } from '@/api/zones';
import type { Zone } from '@/api/zones';
import { RecordLoader } from '@/components/data-grid/record-loader';
import { useBackToList } from '@/components/data-grid/list-return';
import { notify } from '@/components/feedback/notifier';
import { zoneBody, zoneValues } from '../zone-form-values';
import { ZoneForm } from './zone-form';

function ZoneEditForm({ zone }: { zone: Zone }) {
  const { t } = useTranslation('zones');
  const navigate = useNavigate();
  const backTo = useBackToList();
  const [updateZone] = useUpdateZoneMutation();
  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <Typography component="h1" variant="h4" sx={{ overflowWrap: 'anywhere' }}>
        {t('edit.title', { name: zone.name })}
      </Typography>
      {zone.deleted_at !== null && <Alert severity="warning">{t('edit.deletedNotice')}</Alert>}
      <Paper sx={{ p: 3 }}>
        <ZoneForm
          initial={zoneValues(zone)}
          submitLabel={t('actions.save')}
          cancelTo={backTo}
          onSubmit={async (values) => {
            const saved = await updateZone({ id: zone.id, zoneBody: zoneBody(values) }).unwrap();
            notify(t('edit.done', { name: saved.name }), 'success');
            await navigate(backTo);
          }}
        />
      </Paper>
    </Stack>
  );
}

/** `zones/:id/edit`: name, phone and description of a zone; back to the list once saved. */
export function ZoneEdit() {
  return (
    <RecordLoader<Zone> useRecord={useGetZoneQuery}>
      {(zone) => <ZoneEditForm key={zone.id} zone={zone} />}
    </RecordLoader>
  );
}
