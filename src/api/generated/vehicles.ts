import { emptyApi as api } from '../empty-api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getVehiclesAll: build.query<GetVehiclesAllApiResponse, GetVehiclesAllApiArg>({
      query: () => ({ url: `/api/vehicles/all` }),
    }),
    getVehicle: build.query<GetVehicleApiResponse, GetVehicleApiArg>({
      query: (queryArg) => ({ url: `/api/vehicles/${queryArg.id}` }),
    }),
    updateVehicle: build.mutation<UpdateVehicleApiResponse, UpdateVehicleApiArg>({
      query: (queryArg) => ({
        url: `/api/vehicles/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.vehicleBody,
      }),
    }),
    deleteVehicle: build.mutation<DeleteVehicleApiResponse, DeleteVehicleApiArg>({
      query: (queryArg) => ({
        url: `/api/vehicles/${queryArg.id}`,
        method: 'DELETE',
      }),
    }),
    createVehicle: build.mutation<CreateVehicleApiResponse, CreateVehicleApiArg>({
      query: (queryArg) => ({
        url: `/api/vehicles`,
        method: 'POST',
        body: queryArg.vehicleBody,
      }),
    }),
    restoreVehicle: build.mutation<RestoreVehicleApiResponse, RestoreVehicleApiArg>({
      query: (queryArg) => ({
        url: `/api/vehicles/${queryArg.id}/restore`,
        method: 'POST',
        body: queryArg.body,
      }),
    }),
    getVehiclesPaginated: build.query<GetVehiclesPaginatedApiResponse, GetVehiclesPaginatedApiArg>({
      query: (queryArg) => ({
        url: `/api/vehicles/paginated/${queryArg.page}/${queryArg.size}`,
        params: {
          trashed: queryArg.trashed,
          sort: queryArg.sort,
          order: queryArg.order,
        },
      }),
    }),
    getVehiclesPaginatedSearch: build.query<
      GetVehiclesPaginatedSearchApiResponse,
      GetVehiclesPaginatedSearchApiArg
    >({
      query: (queryArg) => ({
        url: `/api/vehicles/paginated/${queryArg.page}/${queryArg.size}/${queryArg.search}`,
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
export { injectedRtkApi as vehiclesApi };
export type GetVehiclesAllApiResponse = /** status 200 OK */ VehiclePage;
export type GetVehiclesAllApiArg = void;
export type GetVehicleApiResponse = /** status 200 OK */ Vehicle;
export type GetVehicleApiArg = {
  /** Numeric identifier */
  id: number;
};
export type UpdateVehicleApiResponse = /** status 200 OK */ Vehicle;
export type UpdateVehicleApiArg = {
  /** Numeric identifier */
  id: number;
  vehicleBody: VehicleBody;
};
export type DeleteVehicleApiResponse = /** status 200 OK */ Vehicle;
export type DeleteVehicleApiArg = {
  /** Numeric identifier */
  id: number;
};
export type CreateVehicleApiResponse = /** status 201 Created */ Vehicle;
export type CreateVehicleApiArg = {
  vehicleBody: VehicleBody;
};
export type RestoreVehicleApiResponse = /** status 200 OK */ Vehicle;
export type RestoreVehicleApiArg = {
  /** Numeric identifier */
  id: number;
  body: {};
};
export type GetVehiclesPaginatedApiResponse = /** status 200 OK */ VehiclePage;
export type GetVehiclesPaginatedApiArg = {
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
export type GetVehiclesPaginatedSearchApiResponse = /** status 200 OK */ VehiclePage;
export type GetVehiclesPaginatedSearchApiArg = {
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
export type VehicleKind = 'cylinder_truck' | 'tank_truck';
export type Vehicle = {
  /** Numeric identifier */
  id: number;
  /** As stored: upper case, its groups joined by hyphens */
  plate: string;
  kind: VehicleKind;
  /** Cylinders for a cylinder truck (1 to 2000), litres for a tank truck (500 to 60000) */
  capacity: number;
  /** Numeric identifier */
  zone_id: number;
  zone_name: string | null;
  /** false: kept, but not used for routes (out of service) */
  active: boolean;
  /** ISO 8601, UTC */
  created_at: string;
  /** ISO 8601, UTC */
  updated_at: string;
  deleted_at: string | null;
};
export type VehiclePage = {
  data: Vehicle[];
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
export type VehicleBody = {
  /** Mexican plate: upper-case letters and digits in 2 to 4 groups joined by hyphens, 5 to 8 letters and digits in all, at least one letter and one digit (ABC-123-D, AB-1234, 12-AB-3C, LPG-12-34). Read trimmed and in upper case, spaces (and runs of spaces and hyphens) as one hyphen. */
  plate: string;
  kind: VehicleKind;
  /** Cylinders for a cylinder truck (1 to 2000), litres for a tank truck (500 to 60000) */
  capacity: number;
  /** Numeric identifier */
  zone_id: number;
  /** Default true on create */
  active?: boolean;
};
export const {
  useGetVehiclesAllQuery,
  useLazyGetVehiclesAllQuery,
  useGetVehicleQuery,
  useLazyGetVehicleQuery,
  useUpdateVehicleMutation,
  useDeleteVehicleMutation,
  useCreateVehicleMutation,
  useRestoreVehicleMutation,
  useGetVehiclesPaginatedQuery,
  useLazyGetVehiclesPaginatedQuery,
  useGetVehiclesPaginatedSearchQuery,
  useLazyGetVehiclesPaginatedSearchQuery,
} = injectedRtkApi;
