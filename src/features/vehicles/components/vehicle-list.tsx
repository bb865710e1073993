import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useDeleteVehicleMutation,
  useGetVehiclesPaginatedQuery,
  useGetVehiclesPaginatedSearchQuery,
  useRestoreVehicleMutation,
} from '@/api/vehicles';
import type { Vehicle } from '@/api/vehicles';
import { ListPage } from '@/components/data-grid/list-page';
import type { ListColumn, RowActions } from '@/components/data-grid/list-types';
import { selectIsAdministrator } from '@/lib/session/user';
import { useAppSelector } from '@/store/hooks';
import { capacityText, zoneText } from '../vehicle-labels';

/**
 * `vehicles`: the cylinder trucks and pipas, searchable by plate (with or without hyphens) and
 * home zone, sortable by every column, with the deleted ones in their own tab. Staff read them;
 * administrators create, edit, delete (with Undo) and restore.
 */
export function VehicleList() {
  const { t } = useTranslation('vehicles');
  // only an administrator changes vehicles (the server refuses the rest); employees read them
  const mayWrite = useAppSelector(selectIsAdministrator);
  const [deleteVehicle] = useDeleteVehicleMutation();
  const [restoreVehicle] = useRestoreVehicleMutation();
  const columns = useMemo<ListColumn<Vehicle>[]>(
    () => [
      { field: 'plate', headerName: t('fields.plate'), sortable: true, width: 150 },
      {
        field: 'kind',
        headerName: t('fields.kind'),
        sortable: true,
        flex: 1,
        minWidth: 170,
        valueGetter: (_value, vehicle) => t(`kinds.${vehicle.kind}`),
      },
      {
        field: 'capacity',
        headerName: t('fields.capacity'),
        sortable: true,
        width: 160,
        valueGetter: (_value, vehicle) => capacityText(vehicle, t),
      },
      {
        field: 'zone_name',
        headerName: t('fields.zone'),
        sortable: true,
        flex: 1,
        minWidth: 150,
        valueGetter: (_value, vehicle) => zoneText(vehicle),
      },
      {
        field: 'active',
        headerName: t('fields.active'),
        sortable: true,
        width: 190,
        valueGetter: (_value, vehicle) => t(vehicle.active ? 'active.yes' : 'active.no'),
      },
    ],
    [t],
  );
  const actions = useMemo<RowActions<Vehicle>>(
    () => ({
      viewPath: (vehicle) => String(vehicle.id),
      ...(mayWrite
        ? {
            editPath: (vehicle: Vehicle) => `${String(vehicle.id)}/edit`,
            onDelete: (vehicle: Vehicle) => deleteVehicle({ id: vehicle.id }).unwrap(),
            onRestore: (vehicle: Vehicle) => restoreVehicle({ id: vehicle.id, body: {} }).unwrap(),
          }
        : {}),
    }),
    [deleteVehicle, mayWrite, restoreVehicle],
  );

  return (
    <ListPage<Vehicle>
      title={t('list.title')}
      columns={columns}
      useList={useGetVehiclesPaginatedQuery}
      useSearch={useGetVehiclesPaginatedSearchQuery}
      rowLabel={(vehicle) => vehicle.plate}
      actions={actions}
      // staff see the deleted vehicles too; only administrators restore them
      trash
      {...(mayWrite ? { create: { label: t('actions.new'), path: 'new' } } : {})}
    />
  );
}
