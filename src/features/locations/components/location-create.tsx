import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCreateLocationMutation } from '@/api/locations';
import { useBackToList } from '@/components/data-grid/list-return';
import { notify } from '@/components/feedback/notifier';
import { EMPTY_LOCATION, locationBody } from '../location-form-values';
import { LocationForm } from './location-form';

/** `locations/new`: a new location in a zone; back to the list (as it was left) once created. */
export function LocationCreate() {
  const { t } = useTranslation('locations');
  const navigate = useNavigate();
  const backTo = useBackToList();
  const [createLocation] = useCreateLocationMutation();

  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <Typography component="h1" variant="h4">
        {t('create.title')}
      </Typography>
      <Paper sx={{ p: 3 }}>
        <LocationForm
          initial={EMPTY_LOCATION}
          submitLabel={t('actions.create')}
          cancelTo={backTo}
          onSubmit={async (values, zoneId) => {
            const location = await createLocation({
              locationBody: locationBody(values, zoneId),
            }).unwrap();
            notify(t('create.done', { name: location.name }), 'success');
            await navigate(backTo);
          }}
        />
      </Paper>
    </Stack>
  );
}
