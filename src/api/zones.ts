import { zonesApi as generatedZonesApi } from './generated/zones';
import type { ZonePage } from './generated/zones';

/**
 * The zones endpoints with cache tags (generated code is never edited: tags and invalidation are
 * added here). Imported by the screens that need them, so they load with those screens.
 */
const ZONE_LIST = { type: 'Zone', id: 'LIST' } as const;

function zonePageTags(page: ZonePage | undefined) {
  return page
    ? [...page.data.map((zone) => ({ type: 'Zone' as const, id: zone.id })), ZONE_LIST]
    : [ZONE_LIST];
}

export const zonesApi = generatedZonesApi.enhanceEndpoints({
  addTagTypes: ['Zone'],
  endpoints: {
    getZonesAll: { providesTags: (result) => zonePageTags(result) },
    getZonesPaginated: { providesTags: (result) => zonePageTags(result) },
    getZonesPaginatedSearch: { providesTags: (result) => zonePageTags(result) },
    getZone: { providesTags: (_result, _error, arg) => [{ type: 'Zone', id: arg.id }] },
    createZone: { invalidatesTags: [ZONE_LIST] },
    updateZone: {
      invalidatesTags: (_result, _error, arg) => [{ type: 'Zone', id: arg.id }, ZONE_LIST],
    },
    deleteZone: {
      invalidatesTags: (_result, _error, arg) => [{ type: 'Zone', id: arg.id }, ZONE_LIST],
    },
    restoreZone: {
      invalidatesTags: (_result, _error, arg) => [{ type: 'Zone', id: arg.id }, ZONE_LIST],
    },
  },
});

export * from './generated/zones';
