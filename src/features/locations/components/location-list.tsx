import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useDeleteLocationMutation,
  useGetLocationsPaginatedQuery,
  useGetLocationsPaginatedSearchQuery,
  useRestoreLocationMutation,
} from '@/api/locations';
import type { Location } from '@/api/locations';
import { ListPage } from '@/components/data-grid/list-page';
import type { ListColumn } from '@/components/data-grid/list-types';

/**
 * `locations`: the locations with their zone, searchable by name, phone, description and zone name,
 * sortable by name, zone and phone, with the deleted ones in their own tab; view, edit, delete
 * (with Undo) and restore.
 */
export function LocationList() {
  const { t } = useTranslation('locations');
  const [deleteLocation] = useDeleteLocationMutation();
  const [restoreLocation] = useRestoreLocationMutation();
  const columns = useMemo<ListColumn<Location>[]>(
    () => [
      { field: 'name', headerName: t('fields.name'), sortable: true, flex: 1, minWidth: 160 },
      {
        field: 'zone_name',
        headerName: t('fields.zone'),
        sortable: true,
        flex: 1,
        minWidth: 140,
        valueGetter: (_value, location) => location.zone_name ?? `#${String(location.zone_id)}`,
      },
      { field: 'phone', headerName: t('fields.phone'), sortable: true, width: 170 },
      { field: 'description', headerName: t('fields.description'), flex: 2, minWidth: 200 },
    ],
    [t],
  );

  return (
    <ListPage<Location>
      title={t('list.title')}
      columns={columns}
      useList={useGetLocationsPaginatedQuery}
      useSearch={useGetLocationsPaginatedSearchQuery}
      rowLabel={(location) => location.name}
      create={{ label: t('actions.new'), path: 'new' }}
      actions={{
        viewPath: (location) => String(location.id),
        editPath: (location) => `${String(location.id)}/edit`,
        onDelete: (location) => deleteLocation({ id: location.id }).unwrap(),
        onRestore: (location) => restoreLocation({ id: location.id, body: {} }).unwrap(),
      }}
    />
  );
}
