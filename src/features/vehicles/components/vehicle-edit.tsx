import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useGetVehicleQuery, useUpdateVehicleMutation } from '@/api/vehicles';
import type { Vehicle } from '@/api/vehicles';
import { RecordLoader } from '@/components/data-grid/record-loader';
import { useBackToList } from '@/components/data-grid/list-return';
import { RecordFormFrame } from '@/components/data-grid/record-form-frame';
import { notify } from '@/components/feedback/notifier';
import { vehicleBody, vehicleValues } from '../vehicle-form-values';
import { VehicleForm } from './vehicle-form';

function VehicleEditForm({ vehicle }: { vehicle: Vehicle }) {
  const { t } = useTranslation('vehicles');
  const navigate = useNavigate();
  const backTo = useBackToList();
  const [updateVehicle] = useUpdateVehicleMutation();
  return (
    <RecordFormFrame
      title={t('edit.title', { plate: vehicle.plate })}
      notice={vehicle.deleted_at !== null ? t('edit.deletedNotice') : undefined}
    >
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
    </RecordFormFrame>
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
