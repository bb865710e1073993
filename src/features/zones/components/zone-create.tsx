import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useCreateZoneMutation } from '@/api/zones';
import { useBackToList } from '@/components/data-grid/list-return';
import { RecordFormFrame } from '@/components/data-grid/record-form-frame';
import { notify } from '@/components/feedback/notifier';
import { EMPTY_ZONE, zoneBody } from '../zone-form-values';
import { ZoneForm } from './zone-form';

/** `zones/new`: a new zone; back to the list (as it was left) once created. */
export function ZoneCreate() {
  const { t } = useTranslation('zones');
  const navigate = useNavigate();
  const backTo = useBackToList();
  const [createZone] = useCreateZoneMutation();

  return (
    <RecordFormFrame title={t('create.title')}>
      <ZoneForm
        initial={EMPTY_ZONE}
        submitLabel={t('actions.create')}
        cancelTo={backTo}
        onSubmit={async (values) => {
          const zone = await createZone({ zoneBody: zoneBody(values) }).unwrap();
          notify(t('create.done', { name: zone.name }), 'success');
          await navigate(backTo);
        }}
      />
    </RecordFormFrame>
  );
}
