import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useGetZoneQuery, useUpdateZoneMutation } from '@/api/zones';
import type { Zone } from '@/api/zones';
import { RecordLoader } from '@/components/data-grid/record-loader';
import { useBackToList } from '@/components/data-grid/list-return';
import { RecordFormFrame } from '@/components/data-grid/record-form-frame';
import { notify } from '@/components/feedback/notifier';
import { zoneBody, zoneValues } from '../zone-form-values';
import { ZoneForm } from './zone-form';

function ZoneEditForm({ zone }: { zone: Zone }) {
  const { t } = useTranslation('zones');
  const navigate = useNavigate();
  const backTo = useBackToList();
  const [updateZone] = useUpdateZoneMutation();
  return (
    <RecordFormFrame
      title={t('edit.title', { name: zone.name })}
      notice={zone.deleted_at !== null ? t('edit.deletedNotice') : undefined}
    >
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
    </RecordFormFrame>
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
