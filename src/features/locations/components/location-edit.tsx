import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useGetLocationQuery, useUpdateLocationMutation } from '@/api/locations';
import type { Location } from '@/api/locations';
import { RecordLoader } from '@/components/data-grid/record-loader';
import { useBackToList } from '@/components/data-grid/list-return';
import { RecordFormFrame } from '@/components/data-grid/record-form-frame';
import { notify } from '@/components/feedback/notifier';
import { locationBody, locationValues } from '../location-form-values';
import { LocationForm } from './location-form';

function LocationEditForm({ location }: { location: Location }) {
  const { t } = useTranslation('locations');
  const navigate = useNavigate();
  const backTo = useBackToList();
  const [updateLocation] = useUpdateLocationMutation();
  return (
    <RecordFormFrame
      title={t('edit.title', { name: location.name })}
      notice={location.deleted_at !== null ? t('edit.deletedNotice') : undefined}
    >
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
    </RecordFormFrame>
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
