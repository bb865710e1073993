import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCreateVehicleMutation } from '@/api/vehicles';
import { useBackToList } from '@/components/data-grid/list-return';
import { notify } from '@/components/feedback/notifier';
import { EMPTY_VEHICLE, vehicleBody } from '../vehicle-form-values';
import { VehicleForm } from './vehicle-form';

/** `vehicles/new` (administrators): a new vehicle; back to the list (as it was left) once created. */
export function VehicleCreate() {
  const { t } = useTranslation('vehicles');
  const navigate = useNavigate();
  const backTo = useBackToList();
  const [createVehicle] = useCreateVehicleMutation();

  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <Typography component="h1" variant="h4">
        {t('create.title')}
      </Typography>
      <Paper sx={{ p: 3 }}>
        <VehicleForm
          initial={EMPTY_VEHICLE}
          submitLabel={t('actions.create')}
          cancelTo={backTo}
          onSubmit={async (values, zoneId) => {
            const vehicle = await createVehicle({
              vehicleBody: vehicleBody(values, zoneId),
            }).unwrap();
            notify(t('create.done', { plate: vehicle.plate }), 'success');
            await navigate(backTo);
          }}
        />
      </Paper>
    </Stack>
  );
}
