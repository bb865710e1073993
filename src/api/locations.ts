import { locationsApi as generatedLocationsApi } from './generated/locations';
import type { LocationPage } from './generated/locations';

/**
 * The locations endpoints with cache tags (generated code is never edited: tags and invalidation
 * are added here). Imported by the screens that need them, so they load with those screens.
 */
const LOCATION_LIST = { type: 'Location', id: 'LIST' } as const;

function locationPageTags(page: LocationPage | undefined) {
  return page
    ? [
        ...page.data.map((location) => ({ type: 'Location' as const, id: location.id })),
        LOCATION_LIST,
      ]
    : [LOCATION_LIST];
}

export const locationsApi = generatedLocationsApi.enhanceEndpoints({
  // a zone's name shows in the locations list: a change of zones refreshes it
  addTagTypes: ['Location', 'Zone'],
  endpoints: {
    getLocationsAll: { providesTags: (result) => locationPageTags(result) },
    getLocationsPaginated: {
      providesTags: (result) => [...locationPageTags(result), { type: 'Zone', id: 'LIST' }],
    },
    getLocationsPaginatedSearch: {
      providesTags: (result) => [...locationPageTags(result), { type: 'Zone', id: 'LIST' }],
    },
    getLocation: { providesTags: (_result, _error, arg) => [{ type: 'Location', id: arg.id }] },
    createLocation: { invalidatesTags: [LOCATION_LIST] },
    updateLocation: {
      invalidatesTags: (_result, _error, arg) => [{ type: 'Location', id: arg.id }, LOCATION_LIST],
    },
    deleteLocation: {
      invalidatesTags: (_result, _error, arg) => [{ type: 'Location', id: arg.id }, LOCATION_LIST],
    },
    restoreLocation: {
      invalidatesTags: (_result, _error, arg) => [{ type: 'Location', id: arg.id }, LOCATION_LIST],
    },
  },
});

export * from './generated/locations';
