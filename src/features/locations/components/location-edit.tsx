import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetLocationQuery, useUpdateLocationMutation } from '@/api/locations';
import type { Location } from '@/api/locations';
import { RecordLoader } from '@/components/data-grid/record-loader';
import { useBackToList } from '@/components/data-grid/list-return';
import { notify } from '@/components/feedback/notifier';
import { locationBody, locationValues } from '../location-form-values';
import { LocationForm } from './location-form';

function LocationEditForm({ location }: { location: Location }) {
  const { t } = useTranslation('locations');
  const navigate = useNavigate();
  const backTo = useBackToList();
  const [updateLocation] = useUpdateLocationMutation();
  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <Typography component="h1" variant="h4" sx={{ overflowWrap: 'anywhere' }}>
        {t('edit.title', { name: location.name })}
      </Typography>
      {location.deleted_at !== null && <Alert severity="warning">{t('edit.deletedNotice')}</Alert>}
      <Paper sx={{ p: 3 }}>
        <LocationForm
          initial={locationValues(location)}
          currentZone={{ id: location.zone_id, name: location.zone_name }}
          submitLabel={t('actions.save')}
          cancelTo={backTo}
          onSubmit={async (values, zoneId) => {
            const saved = await updateLocation({
              id: location.id,
              locationBody: locationBody(values, zoneId),
            }).unwrap();
            notify(t('edit.done', { name: saved.name }), 'success');
            await navigate(backTo);
          }}
        />
      </Paper>
    </Stack>
  );
}

/** `locations/:id/edit`: name, phone, description and zone; back to the list once saved. */
export function LocationEdit() {
  return (
    <RecordLoader<Location> useRecord={useGetLocationQuery}>
      {(location) => <LocationEditForm key={location.id} location={location} />}
    </RecordLoader>
  );
}
