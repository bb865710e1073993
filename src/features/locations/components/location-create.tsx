import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useCreateLocationMutation } from '@/api/locations';
import { useBackToList } from '@/components/data-grid/list-return';
import { RecordFormFrame } from '@/components/data-grid/record-form-frame';
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
    <RecordFormFrame title={t('create.title')}>
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
    </RecordFormFrame>
  );
}
