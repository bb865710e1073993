// A list screen built on the pattern, over the real zones endpoints (test code, never bundled).
import {
  useDeleteZoneMutation,
  useGetZonesPaginatedQuery,
  useGetZonesPaginatedSearchQuery,
  useRestoreZoneMutation,
} from '@/api/zones';
import type { Zone, ZonePage } from '@/api/zones';
import type { RecordedRequest } from '@/testing/fake-fetch';
import { ListPage } from '../list-page';
import type { ListColumn } from '../list-page';
import type { ListExports } from '../export-buttons';

export function makeZone(id: number, name: string, overrides: Partial<Zone> = {}): Zone {
  return {
    id,
    name,
    phone: null,
    description: null,
    created_at: '2025-01-01T00:00:00Z',
    updated_at: '2025-01-01T00:00:00Z',
    deleted_at: null,
    ...overrides,
  };
}

/** 23 zones: Zona 01 … Zona 23. */
export const ZONES = Array.from({ length: 23 }, (_, index) =>
  makeZone(index + 1, `Zona ${String(index + 1).padStart(2, '0')}`),
);

/** What `/api/zones/paginated/{page}/{size}[/{search}]` answers over `rows`. */
export function zonePage(request: RecordedRequest, rows: readonly Zone[] = ZONES): ZonePage {
  const url = new URL(request.path, 'http://app.test');
  const [rawPage, rawSize, rawSearch] = url.pathname
    .replace('/api/zones/paginated/', '')
    .split('/');
  const page = Number(rawPage);
  const size = Number(rawSize);
  const search = rawSearch === undefined ? '' : decodeURIComponent(rawSearch);
  const found = search
    ? rows.filter((zone) => zone.name.toLowerCase().includes(search.toLowerCase()))
    : rows;
  return {
    data: found.slice((page - 1) * size, page * size),
    current_page: page,
    per_page: size,
    total: found.length,
    last_page: Math.max(1, Math.ceil(found.length / size)),
  };
}

const COLUMNS: ListColumn<Zone>[] = [
  { field: 'name', headerName: 'Nombre', sortable: true, flex: 1 },
  { field: 'description', headerName: 'Descripción', flex: 1 },
];

export function ZonesHarness({ exports }: { exports?: ListExports }) {
  const [deleteZone] = useDeleteZoneMutation();
  const [restoreZone] = useRestoreZoneMutation();
  return (
    <ListPage<Zone>
      title="Zonas"
      columns={COLUMNS}
      useList={useGetZonesPaginatedQuery}
      useSearch={useGetZonesPaginatedSearchQuery}
      rowLabel={(zone) => zone.name}
      create={{ label: 'Nueva zona', path: 'new' }}
      actions={{
        viewPath: (zone) => String(zone.id),
        editPath: (zone) => `${String(zone.id)}/edit`,
        onDelete: (zone) => deleteZone({ id: zone.id }).unwrap(),
        onRestore: (zone) => restoreZone({ id: zone.id, body: {} }).unwrap(),
      }}
      {...(exports ? { exports } : {})}
    />
  );
}
