import { emptyApi as api } from '../empty-api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getZonesAll: build.query<GetZonesAllApiResponse, GetZonesAllApiArg>({
      query: () => ({ url: `/api/zones/all` }),
    }),
    getZone: build.query<GetZoneApiResponse, GetZoneApiArg>({
      query: (queryArg) => ({ url: `/api/zones/${queryArg.id}` }),
    }),
    updateZone: build.mutation<UpdateZoneApiResponse, UpdateZoneApiArg>({
      query: (queryArg) => ({
        url: `/api/zones/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.zoneBody,
      }),
    }),
    deleteZone: build.mutation<DeleteZoneApiResponse, DeleteZoneApiArg>({
      query: (queryArg) => ({
        url: `/api/zones/${queryArg.id}`,
        method: 'DELETE',
      }),
    }),
    createZone: build.mutation<CreateZoneApiResponse, CreateZoneApiArg>({
      query: (queryArg) => ({
        url: `/api/zones`,
        method: 'POST',
        body: queryArg.zoneBody,
      }),
    }),
    restoreZone: build.mutation<RestoreZoneApiResponse, RestoreZoneApiArg>({
      query: (queryArg) => ({
        url: `/api/zones/${queryArg.id}/restore`,
        method: 'POST',
        body: queryArg.body,
      }),
    }),
    getZonesPaginated: build.query<GetZonesPaginatedApiResponse, GetZonesPaginatedApiArg>({
      query: (queryArg) => ({
        url: `/api/zones/paginated/${queryArg.page}/${queryArg.size}`,
        params: {
          trashed: queryArg.trashed,
          sort: queryArg.sort,
          order: queryArg.order,
        },
      }),
    }),
    getZonesPaginatedSearch: build.query<
      GetZonesPaginatedSearchApiResponse,
      GetZonesPaginatedSearchApiArg
    >({
      query: (queryArg) => ({
        url: `/api/zones/paginated/${queryArg.page}/${queryArg.size}/${queryArg.search}`,
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
export { injectedRtkApi as zonesApi };
export type GetZonesAllApiResponse = /** status 200 OK */ ZonePage;
export type GetZonesAllApiArg = void;
export type GetZoneApiResponse = /** status 200 OK */ Zone;
export type GetZoneApiArg = {
  /** Numeric identifier */
  id: number;
};
export type UpdateZoneApiResponse = /** status 200 OK */ Zone;
export type UpdateZoneApiArg = {
  /** Numeric identifier */
  id: number;
  zoneBody: ZoneBody;
};
export type DeleteZoneApiResponse = /** status 200 OK */ Zone;
export type DeleteZoneApiArg = {
  /** Numeric identifier */
  id: number;
};
export type CreateZoneApiResponse = /** status 201 Created */ Zone;
export type CreateZoneApiArg = {
  zoneBody: ZoneBody;
};
export type RestoreZoneApiResponse = /** status 200 OK */ Zone;
export type RestoreZoneApiArg = {
  /** Numeric identifier */
  id: number;
  body: {};
};
export type GetZonesPaginatedApiResponse = /** status 200 OK */ ZonePage;
export type GetZonesPaginatedApiArg = {
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
export type GetZonesPaginatedSearchApiResponse = /** status 200 OK */ ZonePage;
export type GetZonesPaginatedSearchApiArg = {
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
export type Zone = {
  /** Numeric identifier */
  id: number;
  name: string;
  phone: string | null;
  description: string | null;
  /** ISO 8601, UTC */
  created_at: string;
  /** ISO 8601, UTC */
  updated_at: string;
  deleted_at: string | null;
};
export type ZonePage = {
  data: Zone[];
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
export type ZoneBody = {
  name: string;
  phone?: string | null;
  description?: string | null;
};
export const {
  useGetZonesAllQuery,
  useLazyGetZonesAllQuery,
  useGetZoneQuery,
  useLazyGetZoneQuery,
  useUpdateZoneMutation,
  useDeleteZoneMutation,
  useCreateZoneMutation,
  useRestoreZoneMutation,
  useGetZonesPaginatedQuery,
  useLazyGetZonesPaginatedQuery,
  useGetZonesPaginatedSearchQuery,
  useLazyGetZonesPaginatedSearchQuery,
} = injectedRtkApi;
