import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useCreateVehicleMutation } from '@/api/vehicles';
import { useBackToList } from '@/components/data-grid/list-return';
import { RecordFormFrame } from '@/components/data-grid/record-form-frame';
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
    <RecordFormFrame title={t('create.title')}>
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
    </RecordFormFrame>
  );
}
