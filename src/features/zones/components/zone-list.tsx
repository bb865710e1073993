import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useDeleteZoneMutation,
  useGetZonesPaginatedQuery,
  useGetZonesPaginatedSearchQuery,
  useRestoreZoneMutation,
} from '@/api/zones';
import type { Zone } from '@/api/zones';
import { ListPage } from '@/components/data-grid/list-page';
import type { ListColumn } from '@/components/data-grid/list-types';

/**
 * `zones`: the zones, searchable by name, phone and description, sortable by name and phone, with
 * the deleted ones in their own tab; view, edit, delete (with Undo) and restore.
 */
export function ZoneList() {
  const { t } = useTranslation('zones');
  const [deleteZone] = useDeleteZoneMutation();
  const [restoreZone] = useRestoreZoneMutation();
  const columns = useMemo<ListColumn<Zone>[]>(
    () => [
      { field: 'name', headerName: t('fields.name'), sortable: true, flex: 1, minWidth: 160 },
      { field: 'phone', headerName: t('fields.phone'), sortable: true, width: 170 },
      {
        field: 'description',
        headerName: t('fields.description'),
        flex: 2,
        minWidth: 200,
      },
    ],
    [t],
  );

  return (
    <ListPage<Zone>
      title={t('list.title')}
      columns={columns}
      useList={useGetZonesPaginatedQuery}
      useSearch={useGetZonesPaginatedSearchQuery}
      rowLabel={(zone) => zone.name}
      create={{ label: t('actions.new'), path: 'new' }}
      actions={{
        viewPath: (zone) => String(zone.id),
        editPath: (zone) => `${String(zone.id)}/edit`,
        onDelete: (zone) => deleteZone({ id: zone.id }).unwrap(),
        onRestore: (zone) => restoreZone({ id: zone.id, body: {} }).unwrap(),
      }}
    />
  );
}
