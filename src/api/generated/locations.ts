import { emptyApi as api } from '../empty-api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLocationsAll: build.query<GetLocationsAllApiResponse, GetLocationsAllApiArg>({
      query: () => ({ url: `/api/locations/all` }),
    }),
    getLocation: build.query<GetLocationApiResponse, GetLocationApiArg>({
      query: (queryArg) => ({ url: `/api/locations/${queryArg.id}` }),
    }),
    updateLocation: build.mutation<UpdateLocationApiResponse, UpdateLocationApiArg>({
      query: (queryArg) => ({
        url: `/api/locations/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.locationBody,
      }),
    }),
    deleteLocation: build.mutation<DeleteLocationApiResponse, DeleteLocationApiArg>({
      query: (queryArg) => ({
        url: `/api/locations/${queryArg.id}`,
        method: 'DELETE',
      }),
    }),
    createLocation: build.mutation<CreateLocationApiResponse, CreateLocationApiArg>({
      query: (queryArg) => ({
        url: `/api/locations`,
        method: 'POST',
        body: queryArg.locationBody,
      }),
    }),
    restoreLocation: build.mutation<RestoreLocationApiResponse, RestoreLocationApiArg>({
      query: (queryArg) => ({
        url: `/api/locations/${queryArg.id}/restore`,
        method: 'POST',
        body: queryArg.body,
      }),
    }),
    getLocationsPaginated: build.query<
      GetLocationsPaginatedApiResponse,
      GetLocationsPaginatedApiArg
    >({
      query: (queryArg) => ({
        url: `/api/locations/paginated/${queryArg.page}/${queryArg.size}`,
        params: {
          trashed: queryArg.trashed,
          sort: queryArg.sort,
          order: queryArg.order,
        },
      }),
    }),
    getLocationsPaginatedSearch: build.query<
      GetLocationsPaginatedSearchApiResponse,
      GetLocationsPaginatedSearchApiArg
    >({
      query: (queryArg) => ({
        url: `/api/locations/paginated/${queryArg.page}/${queryArg.size}/${queryArg.search}`,
        params: {
          trashed: queryArg.trashed,
          sort: queryArg.sort,
          order: queryArg.order,
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as locationsApi };
export type GetLocationsAllApiResponse = /** status 200 OK */ LocationPage;
export type GetLocationsAllApiArg = void;
export type GetLocationApiResponse = /** status 200 OK */ Location;
export type GetLocationApiArg = {
  /** Numeric identifier */
  id: number;
};
export type UpdateLocationApiResponse = /** status 200 OK */ Location;
export type UpdateLocationApiArg = {
  /** Numeric identifier */
  id: number;
  locationBody: LocationBody;
};
export type DeleteLocationApiResponse = /** status 200 OK */ Location;
export type DeleteLocationApiArg = {
  /** Numeric identifier */
  id: number;
};
export type CreateLocationApiResponse = /** status 201 Created */ Location;
export type CreateLocationApiArg = {
  locationBody: LocationBody;
};
export type RestoreLocationApiResponse = /** status 200 OK */ Location;
export type RestoreLocationApiArg = {
  /** Numeric identifier */
  id: number;
  body: {};
};
export type GetLocationsPaginatedApiResponse = /** status 200 OK */ LocationPage;
export type GetLocationsPaginatedApiArg = {
  /** Page number, from 1 */
  page: number;
  /** Rows per page, 1 to 100 */
  size: number;
  /** without (default): active rows; only: deleted rows; with: both */
  trashed?: 'without' | 'only' | 'with';
  /** Column to sort by */
  sort?: string;
  order?: 'asc' | 'desc';
};
export type GetLocationsPaginatedSearchApiResponse = /** status 200 OK */ LocationPage;
export type GetLocationsPaginatedSearchApiArg = {
  /** Page number, from 1 */
  page: number;
  /** Rows per page, 1 to 100 */
  size: number;
  /** Case- and accent-insensitive search text, taken literally (no operators); control characters read as spaces */
  search: string;
  /** without (default): active rows; only: deleted rows; with: both */
  trashed?: 'without' | 'only' | 'with';
  /** Column to sort by */
  sort?: string;
  order?: 'asc' | 'desc';
};
export type Location = {
  /** Numeric identifier */
  id: number;
  name: string;
  phone: string | null;
  description: string | null;
  /** Numeric identifier */
  zone_id: number;
  zone_name: string | null;
  /** ISO 8601, UTC */
  created_at: string;
  /** ISO 8601, UTC */
  updated_at: string;
  deleted_at: string | null;
};
export type LocationPage = {
  data: Location[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
};
export type Error = {
  /** Human readable, Spanish by default (Accept-Language) */
  message: string;
  errors?: object;
};
export type LocationBody = {
  name: string;
  phone?: string | null;
  description?: string | null;
  /** Numeric identifier */
  zone_id: number;
};
export const {
  useGetLocationsAllQuery,
  useLazyGetLocationsAllQuery,
  useGetLocationQuery,
  useLazyGetLocationQuery,
  useUpdateLocationMutation,
  useDeleteLocationMutation,
  useCreateLocationMutation,
  useRestoreLocationMutation,
  useGetLocationsPaginatedQuery,
  useLazyGetLocationsPaginatedQuery,
  useGetLocationsPaginatedSearchQuery,
  useLazyGetLocationsPaginatedSearchQuery,
} = injectedRtkApi;
