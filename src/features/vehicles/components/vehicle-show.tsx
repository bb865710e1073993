import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  useDeleteVehicleMutation,
  useGetVehicleQuery,
  useRestoreVehicleMutation,
} from '@/api/vehicles';
import type { Vehicle } from '@/api/vehicles';
import { RecordActionBar } from '@/components/data-grid/record-action-bar';
import { RecordDetails, formatDateTime } from '@/components/data-grid/record-details';
import { RecordLoader } from '@/components/data-grid/record-loader';
import { useRowRemoval } from '@/components/data-grid/use-row-removal';
import { selectIsAdministrator } from '@/lib/session/user';
import { useAppSelector } from '@/store/hooks';
import { capacityText, zoneText } from '../vehicle-labels';

function VehicleDetails({ vehicle }: { vehicle: Vehicle }) {
  const { t, i18n } = useTranslation('vehicles');
  const mayWrite = useAppSelector(selectIsAdministrator);
  const [deleteVehicle] = useDeleteVehicleMutation();
  const [restoreVehicle, { isLoading: restoring }] = useRestoreVehicleMutation();
  const removal = useRowRemoval<Vehicle>({
    rowLabel: (row) => row.plate,
    onDelete: mayWrite ? (row) => deleteVehicle({ id: row.id }).unwrap() : undefined,
    onRestore: mayWrite ? (row) => restoreVehicle({ id: row.id, body: {} }).unwrap() : undefined,
  });
  const deleted = vehicle.deleted_at !== null;
  const date = (iso: string | null) => formatDateTime(iso, i18n.language);

  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <Typography component="h1" variant="h4" sx={{ overflowWrap: 'anywhere' }}>
        {t('show.title', { plate: vehicle.plate })}
      </Typography>
      {deleted && <Alert severity="warning">{t('show.deletedNotice')}</Alert>}
      <Paper sx={{ p: 3 }}>
        <RecordDetails
          items={[
            { label: t('fields.plate'), value: vehicle.plate },
            { label: t('fields.kind'), value: t(`kinds.${vehicle.kind}`) },
            { label: t('fields.capacity'), value: capacityText(vehicle, t) },
            { label: t('fields.zone'), value: zoneText(vehicle) },
            { label: t('fields.active'), value: t(vehicle.active ? 'active.yes' : 'active.no') },
            {
              label: t('fields.status'),
              value: deleted ? t('status.deleted') : t('status.active'),
            },
            { label: t('fields.createdAt'), value: date(vehicle.created_at) },
            { label: t('fields.updatedAt'), value: date(vehicle.updated_at) },
            ...(deleted ? [{ label: t('fields.deletedAt'), value: date(vehicle.deleted_at) }] : []),
          ]}
        />
      </Paper>
      <RecordActionBar
        label={t('show.actions')}
        backLabel={t('actions.back')}
        edit={mayWrite && !deleted ? { label: t('actions.edit') } : undefined}
        remove={
          !deleted && removal.askDelete
            ? { label: t('actions.delete'), onClick: () => removal.askDelete?.(vehicle) }
            : undefined
        }
        restore={
          deleted && removal.restore
            ? {
                label: t('actions.restore'),
                busy: restoring,
                onClick: () => removal.restore?.(vehicle),
              }
            : undefined
        }
      />
      {removal.dialog}
    </Stack>
  );
}

/** `vehicles/:id`: one vehicle (deleted ones too); administrators edit, delete or restore it. */
export function VehicleShow() {
  return (
    <RecordLoader<Vehicle> useRecord={useGetVehicleQuery}>
      {(vehicle) => <VehicleDetails vehicle={vehicle} />}
    </RecordLoader>
  );
}
