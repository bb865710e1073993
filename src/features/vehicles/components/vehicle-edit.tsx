import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetVehicleQuery, useUpdateVehicleMutation } from '@/api/vehicles';
import type { Vehicle } from '@/api/vehicles';
import { RecordLoader } from '@/components/data-grid/record-loader';
import { useBackToList } from '@/components/data-grid/list-return';
import { notify } from '@/components/feedback/notifier';
import { vehicleBody, vehicleValues } from '../vehicle-form-values';
import { VehicleForm } from './vehicle-form';

function VehicleEditForm({ vehicle }: { vehicle: Vehicle }) {
  const { t } = useTranslation('vehicles');
  const navigate = useNavigate();
  const backTo = useBackToList();
  const [updateVehicle] = useUpdateVehicleMutation();
  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <Typography component="h1" variant="h4" sx={{ overflowWrap: 'anywhere' }}>
        {t('edit.title', { plate: vehicle.plate })}
      </Typography>
      {vehicle.deleted_at !== null && <Alert severity="warning">{t('edit.deletedNotice')}</Alert>}
      <Paper sx={{ p: 3 }}>
        <VehicleForm
          initial={vehicleValues(vehicle)}
          currentZone={{ id: vehicle.zone_id, name: vehicle.zone_name }}
          submitLabel={t('actions.save')}
          cancelTo={backTo}
          onSubmit={async (values, zoneId) => {
            const saved = await updateVehicle({
              id: vehicle.id,
              vehicleBody: vehicleBody(values, zoneId),
            }).unwrap();
            notify(t('edit.done', { plate: saved.plate }), 'success');
            await navigate(backTo);
          }}
        />
      </Paper>
    </Stack>
  );
}

/** `vehicles/:id/edit` (administrators): every field of a vehicle; back to the list once saved. */
export function VehicleEdit() {
  return (
    <RecordLoader<Vehicle> useRecord={useGetVehicleQuery}>
      {(vehicle) => <VehicleEditForm key={vehicle.id} vehicle={vehicle} />}
    </RecordLoader>
  );
}
