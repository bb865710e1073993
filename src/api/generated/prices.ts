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
    getPrice: build.query<GetPriceApiResponse, GetPriceApiArg>({
      query: (queryArg) => ({ url: `/api/prices/${queryArg.id}` }),
    }),
    updatePrice: build.mutation<UpdatePriceApiResponse, UpdatePriceApiArg>({
      query: (queryArg) => ({
        url: `/api/prices/${queryArg.id}`,
        method: 'PUT',
        body: queryArg.priceBody,
      }),
    }),
    deletePriceMaximum: build.mutation<DeletePriceMaximumApiResponse, DeletePriceMaximumApiArg>({
      query: (queryArg) => ({
        url: `/api/price-maximums/${queryArg.id}`,
        method: 'DELETE',
      }),
    }),
    getPriceMaximum: build.query<GetPriceMaximumApiResponse, GetPriceMaximumApiArg>({
      query: (queryArg) => ({ url: `/api/price-maximums/${queryArg.id}` }),
    }),
    getAveragePrices: build.query<GetAveragePricesApiResponse, GetAveragePricesApiArg>({
      query: (queryArg) => ({
        url: `/api/prices/average/${queryArg['from']}/${queryArg.to}`,
        params: {
          zone_id: queryArg.zoneId,
          product: queryArg.product,
        },
      }),
    }),
    getCurrentPrice: build.query<GetCurrentPriceApiResponse, GetCurrentPriceApiArg>({
      query: (queryArg) => ({
        url: `/api/prices/current/${queryArg.zoneId}/${queryArg.product}`,
      }),
    }),
    getPriceHistory: build.query<GetPriceHistoryApiResponse, GetPriceHistoryApiArg>({
      query: (queryArg) => ({
        url: `/api/prices/history/${queryArg['from']}/${queryArg.to}`,
        params: {
          zone_id: queryArg.zoneId,
          product: queryArg.product,
        },
      }),
    }),
    getPriceMaximumsPaginated: build.query<
      GetPriceMaximumsPaginatedApiResponse,
      GetPriceMaximumsPaginatedApiArg
    >({
      query: (queryArg) => ({
        url: `/api/price-maximums/paginated/${queryArg.page}/${queryArg.size}`,
        params: {
          zone_id: queryArg.zoneId,
          product_kind: queryArg.productKind,
          from: queryArg['from'],
          to: queryArg.to,
          trashed: queryArg.trashed,
          sort: queryArg.sort,
          order: queryArg.order,
        },
      }),
    }),
    getPricesPaginated: build.query<GetPricesPaginatedApiResponse, GetPricesPaginatedApiArg>({
      query: (queryArg) => ({
        url: `/api/prices/paginated/${queryArg.page}/${queryArg.size}`,
        params: {
          zone_id: queryArg.zoneId,
          product: queryArg.product,
          from: queryArg['from'],
          to: queryArg.to,
          trashed: queryArg.trashed,
          sort: queryArg.sort,
          order: queryArg.order,
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
          from: queryArg['from'],
          to: queryArg.to,
          trashed: queryArg.trashed,
          sort: queryArg.sort,
          order: queryArg.order,
        },
      }),
    }),
    putPriceMaximum: build.mutation<PutPriceMaximumApiResponse, PutPriceMaximumApiArg>({
      query: (queryArg) => ({
        url: `/api/price-maximums`,
        method: 'PUT',
        body: queryArg.priceMaximumBody,
      }),
    }),
    restorePrice: build.mutation<RestorePriceApiResponse, RestorePriceApiArg>({
      query: (queryArg) => ({
        url: `/api/prices/${queryArg.id}/restore`,
        method: 'POST',
        body: queryArg.body,
      }),
    }),
    restorePriceMaximum: build.mutation<RestorePriceMaximumApiResponse, RestorePriceMaximumApiArg>({
      query: (queryArg) => ({
        url: `/api/price-maximums/${queryArg.id}/restore`,
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
export type GetPriceApiResponse = /** status 200 OK */ Price;
export type GetPriceApiArg = {
  /** Numeric identifier */
  id: number;
};
export type UpdatePriceApiResponse = /** status 200 OK */ Price;
export type UpdatePriceApiArg = {
  /** Numeric identifier */
  id: number;
  priceBody: PriceBody;
};
export type DeletePriceMaximumApiResponse = /** status 200 OK */ PriceMaximum;
export type DeletePriceMaximumApiArg = {
  /** Numeric identifier */
  id: number;
};
export type GetPriceMaximumApiResponse = /** status 200 OK */ PriceMaximum;
export type GetPriceMaximumApiArg = {
  /** Numeric identifier */
  id: number;
};
export type GetAveragePricesApiResponse = /** status 200 OK */ AveragePrice[];
export type GetAveragePricesApiArg = {
  /** Calendar day YYYY-MM-DD that exists, from 1900-01-01 to 2999-12-31, read in the business time zone (America/Mexico_City) */
  from: string;
  /** Calendar day YYYY-MM-DD that exists, from 1900-01-01 to 2999-12-31, read in the business time zone (America/Mexico_City) */
  to: string;
  /** Numeric identifier */
  zoneId?: number;
  /** Cylinders are sold per unit; stationary tanks per litre */
  product?: Product;
};
export type GetCurrentPriceApiResponse = /** status 200 OK */ CurrentPrice;
export type GetCurrentPriceApiArg = {
  /** Numeric identifier */
  zoneId: number;
  /** Cylinders are sold per unit; stationary tanks per litre */
  product: Product;
};
export type GetPriceHistoryApiResponse = /** status 200 OK */ PriceHistory;
export type GetPriceHistoryApiArg = {
  /** Calendar day YYYY-MM-DD that exists, from 1900-01-01 to 2999-12-31, read in the business time zone (America/Mexico_City) */
  from: string;
  /** Calendar day YYYY-MM-DD that exists, from 1900-01-01 to 2999-12-31, read in the business time zone (America/Mexico_City) */
  to: string;
  /** Numeric identifier */
  zoneId?: number;
  /** Cylinders are sold per unit; stationary tanks per litre */
  product?: Product;
};
export type GetPriceMaximumsPaginatedApiResponse = /** status 200 OK */ PriceMaximumPage;
export type GetPriceMaximumsPaginatedApiArg = {
  /** Page number, from 1 */
  page: number;
  /** Rows per page, 1 to 100 */
  size: number;
  /** Numeric identifier */
  zoneId?: number;
  productKind?: 'cylinder_kg' | 'stationary_litre';
  /** Weeks that end on or after this day. Calendar day YYYY-MM-DD that exists, from 1900-01-01 to 2999-12-31, read in the business time zone (America/Mexico_City) */
  from?: string;
  /** Weeks that start on or before this day. Calendar day YYYY-MM-DD that exists, from 1900-01-01 to 2999-12-31, read in the business time zone (America/Mexico_City) */
  to?: string;
  trashed?: 'without' | 'only' | 'with';
  /** id, zone_name, product_kind, week_start (default, newest first), max, created_at, updated_at or deleted_at */
  sort?: string;
  order?: 'asc' | 'desc';
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
  /** effective_from on or after this day. Calendar day YYYY-MM-DD that exists, from 1900-01-01 to 2999-12-31, read in the business time zone (America/Mexico_City) */
  from?: string;
  /** effective_from on or before this day. Calendar day YYYY-MM-DD that exists, from 1900-01-01 to 2999-12-31, read in the business time zone (America/Mexico_City) */
  to?: string;
  trashed?: 'without' | 'only' | 'with';
  /** id, zone_name, product, price, effective_from (default, newest first), user_add_name, created_at, updated_at or deleted_at */
  sort?: string;
  order?: 'asc' | 'desc';
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
  /** effective_from on or after this day. Calendar day YYYY-MM-DD that exists, from 1900-01-01 to 2999-12-31, read in the business time zone (America/Mexico_City) */
  from?: string;
  /** effective_from on or before this day. Calendar day YYYY-MM-DD that exists, from 1900-01-01 to 2999-12-31, read in the business time zone (America/Mexico_City) */
  to?: string;
  trashed?: 'without' | 'only' | 'with';
  /** id, zone_name, product, price, effective_from (default, newest first), user_add_name, created_at, updated_at or deleted_at */
  sort?: string;
  order?: 'asc' | 'desc';
};
export type PutPriceMaximumApiResponse = /** status 200 OK */ PriceMaximum;
export type PutPriceMaximumApiArg = {
  priceMaximumBody: PriceMaximumBody;
};
export type RestorePriceApiResponse = /** status 200 OK */ Price;
export type RestorePriceApiArg = {
  /** Numeric identifier */
  id: number;
  body: {};
};
export type RestorePriceMaximumApiResponse = /** status 200 OK */ PriceMaximum;
export type RestorePriceMaximumApiArg = {
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
  /** MXN per unit sold: one cylinder for cylinder_10kg … cylinder_45kg, one litre for stationary_litre */
  price: number;
  /** Calendar day YYYY-MM-DD that exists, from 1900-01-01 to 2999-12-31, read in the business time zone (America/Mexico_City) */
  effective_from: string;
  user_add: number | null;
  user_add_name: string | null;
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
  /** MXN per unit sold: one cylinder for cylinder_10kg … cylinder_45kg, one litre for stationary_litre; at most two decimals */
  price: number;
  /** Calendar day YYYY-MM-DD that exists, from 1900-01-01 to 2999-12-31, read in the business time zone (America/Mexico_City) */
  effective_from: string;
};
export type ProductKind = 'cylinder_kg' | 'stationary_litre';
export type PriceMaximum = {
  /** Numeric identifier */
  id: number;
  /** Numeric identifier */
  zone_id: number;
  zone_name: string | null;
  product_kind: ProductKind;
  /** The Sunday that starts the week (Sunday to Saturday), YYYY-MM-DD */
  week_start: string;
  /** The Saturday that ends the week */
  week_end: string;
  /** MXN per kg (cylinder_kg) or per litre */
  max: number;
  user_add: number | null;
  user_add_name: string | null;
  /** ISO 8601, UTC */
  created_at: string;
  /** ISO 8601, UTC */
  updated_at: string;
  deleted_at: string | null;
};
export type AveragePrice = {
  /** Numeric identifier */
  zone_id: number;
  zone_name: string | null;
  product: Product;
  /** Average of the prices in force over the covered days of the range, each weighted by its days, rounded to the cent */
  average_price: number;
  /** Days of the range with a price in force (days before the first price do not count) */
  days_covered: number;
  /** Mexican pesos (MXN) with at most two decimals; stored as integer cents */
  min_price: number;
  /** Mexican pesos (MXN) with at most two decimals; stored as integer cents */
  max_price: number;
  /** The price in force on the last day of the range */
  price_at_end: number;
  /** Completed orders of the zone and product completed in the range (deleted ones left out) */
  orders_count: number;
  orders_average_price: number | null;
};
export type CurrentPrice = {
  /** Numeric identifier */
  zone_id: number;
  zone_name: string | null;
  product: Product;
  /** Calendar day YYYY-MM-DD that exists, from 1900-01-01 to 2999-12-31, read in the business time zone (America/Mexico_City) */
  day: string;
  /** MXN per unit sold: one cylinder for cylinder_10kg … cylinder_45kg, one litre for stationary_litre */
  price: number;
  /** price: the price in force on the day; last_order: no price is in force, the unit price of the latest live order of the zone and product */
  source: 'price' | 'last_order';
  price_id: number | null;
  effective_from: string | null;
};
export type PriceHistory = {
  /** Calendar day YYYY-MM-DD that exists, from 1900-01-01 to 2999-12-31, read in the business time zone (America/Mexico_City) */
  from: string;
  /** Calendar day YYYY-MM-DD that exists, from 1900-01-01 to 2999-12-31, read in the business time zone (America/Mexico_City) */
  to: string;
  series: {
    /** Numeric identifier */
    zone_id: number;
    zone_name: string | null;
    product: Product;
    /** The prices in force, oldest first, cut to the range; consecutive and without gaps */
    steps: {
      /** Calendar day YYYY-MM-DD that exists, from 1900-01-01 to 2999-12-31, read in the business time zone (America/Mexico_City) */
      from: string;
      /** Calendar day YYYY-MM-DD that exists, from 1900-01-01 to 2999-12-31, read in the business time zone (America/Mexico_City) */
      to: string;
      /** Mexican pesos (MXN) with at most two decimals; stored as integer cents */
      price: number;
      /** Numeric identifier */
      price_id: number;
    }[];
    /** The weekly regulated maximums of the zone for this product that overlap the range */
    maximums: {
      /** Calendar day YYYY-MM-DD that exists, from 1900-01-01 to 2999-12-31, read in the business time zone (America/Mexico_City) */
      week_start: string;
      /** Calendar day YYYY-MM-DD that exists, from 1900-01-01 to 2999-12-31, read in the business time zone (America/Mexico_City) */
      week_end: string;
      /** MXN per kg or per litre, as published */
      max: number;
      /** The highest unit price it allows for this product (max times the kilograms of a cylinder) */
      max_unit_price: number;
    }[];
  }[];
};
export type PriceMaximumPage = {
  data: PriceMaximum[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
};
export type PricePage = {
  data: Price[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
};
export type PriceMaximumBody = {
  /** Numeric identifier */
  zone_id: number;
  product_kind: ProductKind;
  /** The Sunday that starts the week (Sunday to Saturday), YYYY-MM-DD */
  week_start: string;
  /** MXN per kg (cylinder_kg) or per litre, at most two decimals */
  max: number;
};
export const {
  useCreatePriceMutation,
  useDeletePriceMutation,
  useGetPriceQuery,
  useLazyGetPriceQuery,
  useUpdatePriceMutation,
  useDeletePriceMaximumMutation,
  useGetPriceMaximumQuery,
  useLazyGetPriceMaximumQuery,
  useGetAveragePricesQuery,
  useLazyGetAveragePricesQuery,
  useGetCurrentPriceQuery,
  useLazyGetCurrentPriceQuery,
  useGetPriceHistoryQuery,
  useLazyGetPriceHistoryQuery,
  useGetPriceMaximumsPaginatedQuery,
  useLazyGetPriceMaximumsPaginatedQuery,
  useGetPricesPaginatedQuery,
  useLazyGetPricesPaginatedQuery,
  useGetPricesPaginatedSearchQuery,
  useLazyGetPricesPaginatedSearchQuery,
  usePutPriceMaximumMutation,
  useRestorePriceMutation,
  useRestorePriceMaximumMutation,
} = injectedRtkApi;
