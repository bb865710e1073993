import { emptyApi as api } from '../empty-api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    createPrice: build.mutation<CreatePriceApiResponse, CreatePriceApiArg>({
      query: (queryArg) => ({
        url: `/api/prices`,
        method: 'POST',
        body: queryArg.priceBody,
      }),
    }),
    deletePrice: build.mutation<DeletePriceApiResponse, DeletePriceApiArg>({
      query: (queryArg) => ({
        url: `/api/prices/${queryArg.id}`,
        method: 'DELETE',
      }),
    }),
    updatePrice: build.mutation<UpdatePriceApiResponse, UpdatePriceApiArg>({
      query: (queryArg) => ({
        url: `/api/prices/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.priceBody,
      }),
    }),
    getAveragePrices: build.query<GetAveragePricesApiResponse, GetAveragePricesApiArg>({
      query: (queryArg) => ({
        url: `/api/prices/average/${queryArg['from']}/${queryArg.to}`,
      }),
    }),
    getCurrentPrice: build.query<GetCurrentPriceApiResponse, GetCurrentPriceApiArg>({
      query: (queryArg) => ({
        url: `/api/prices/current/${queryArg.zoneId}/${queryArg.product}`,
      }),
    }),
    getPricesPaginated: build.query<GetPricesPaginatedApiResponse, GetPricesPaginatedApiArg>({
      query: (queryArg) => ({
        url: `/api/prices/paginated/${queryArg.page}/${queryArg.size}`,
        params: {
          zone_id: queryArg.zoneId,
          product: queryArg.product,
          trashed: queryArg.trashed,
        },
      }),
    }),
    getPricesPaginatedSearch: build.query<
      GetPricesPaginatedSearchApiResponse,
      GetPricesPaginatedSearchApiArg
    >({
      query: (queryArg) => ({
        url: `/api/prices/paginated/${queryArg.page}/${queryArg.size}/${queryArg.search}`,
        params: {
          zone_id: queryArg.zoneId,
          product: queryArg.product,
          trashed: queryArg.trashed,
        },
      }),
    }),
    restorePrice: build.mutation<RestorePriceApiResponse, RestorePriceApiArg>({
      query: (queryArg) => ({
        url: `/api/prices/${queryArg.id}/restore`,
        method: 'POST',
        body: queryArg.body,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as pricesApi };
export type CreatePriceApiResponse = /** status 201 Created */ Price;
export type CreatePriceApiArg = {
  priceBody: PriceBody;
};
export type DeletePriceApiResponse = /** status 200 OK */ Price;
export type DeletePriceApiArg = {
  /** Numeric identifier */
  id: number;
};
export type UpdatePriceApiResponse = /** status 200 OK */ Price;
export type UpdatePriceApiArg = {
  /** Numeric identifier */
  id: number;
  priceBody: PriceBody;
};
export type GetAveragePricesApiResponse = /** status 200 OK */ AveragePrice[];
export type GetAveragePricesApiArg = {
  /** Calendar day YYYY-MM-DD that exists, from 1900-01-01 to 2999-12-31, read in the business time zone (America/Mexico_City) */
  from: string;
  /** Calendar day YYYY-MM-DD that exists, from 1900-01-01 to 2999-12-31, read in the business time zone (America/Mexico_City) */
  to: string;
};
export type GetCurrentPriceApiResponse = /** status 200 OK */ Price;
export type GetCurrentPriceApiArg = {
  /** Numeric identifier */
  zoneId: number;
  /** Cylinders are sold per unit; stationary tanks per litre */
  product: Product;
};
export type GetPricesPaginatedApiResponse = /** status 200 OK */ PricePage;
export type GetPricesPaginatedApiArg = {
  /** Page number, from 1 */
  page: number;
  /** Rows per page, 1 to 100 */
  size: number;
  /** Numeric identifier */
  zoneId?: number;
  /** Cylinders are sold per unit; stationary tanks per litre */
  product?: Product;
  trashed?: 'without' | 'only' | 'with';
};
export type GetPricesPaginatedSearchApiResponse = /** status 200 OK */ PricePage;
export type GetPricesPaginatedSearchApiArg = {
  /** Page number, from 1 */
  page: number;
  /** Rows per page, 1 to 100 */
  size: number;
  /** Case- and accent-insensitive search text, taken literally (no operators); control characters read as spaces */
  search: string;
  /** Numeric identifier */
  zoneId?: number;
  /** Cylinders are sold per unit; stationary tanks per litre */
  product?: Product;
  trashed?: 'without' | 'only' | 'with';
};
export type RestorePriceApiResponse = /** status 200 OK */ Price;
export type RestorePriceApiArg = {
  /** Numeric identifier */
  id: number;
  body: {};
};
export type Product =
  'cylinder_10kg' | 'cylinder_20kg' | 'cylinder_30kg' | 'cylinder_45kg' | 'stationary_litre';
export type Price = {
  /** Numeric identifier */
  id: number;
  /** Numeric identifier */
  zone_id: number;
  zone_name: string | null;
  product: Product;
  /** Mexican pesos (MXN) with at most two decimals; stored as integer cents */
  price: number;
  /** Calendar day YYYY-MM-DD that exists, from 1900-01-01 to 2999-12-31, read in the business time zone (America/Mexico_City) */
  effective_from: string;
  user_add: number | null;
  /** ISO 8601, UTC */
  created_at: string;
  /** ISO 8601, UTC */
  updated_at: string;
  deleted_at: string | null;
};
export type Error = {
  /** Human readable, Spanish by default (Accept-Language) */
  message: string;
  errors?: object;
};
export type PriceBody = {
  /** Numeric identifier */
  zone_id: number;
  product: Product;
  /** Mexican pesos (MXN) with at most two decimals; stored as integer cents */
  price: number;
  /** Calendar day YYYY-MM-DD that exists, from 1900-01-01 to 2999-12-31, read in the business time zone (America/Mexico_City) */
  effective_from: string;
};
export type AveragePrice = {
  /** Numeric identifier */
  zone_id: number;
  zone_name: string;
  product: Product;
  average_price: number | null;
  current_price: number | null;
  orders_count: number;
};
export type PricePage = {
  data: Price[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
};
export const {
  useCreatePriceMutation,
  useDeletePriceMutation,
  useUpdatePriceMutation,
  useGetAveragePricesQuery,
  useLazyGetAveragePricesQuery,
  useGetCurrentPriceQuery,
  useLazyGetCurrentPriceQuery,
  useGetPricesPaginatedQuery,
  useLazyGetPricesPaginatedQuery,
  useGetPricesPaginatedSearchQuery,
  useLazyGetPricesPaginatedSearchQuery,
  useRestorePriceMutation,
} = injectedRtkApi;
