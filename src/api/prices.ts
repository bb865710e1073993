import { pricesApi as generatedPricesApi } from './generated/prices';
import type { PriceMaximumPage, PricePage } from './generated/prices';

/**
 * The prices endpoints with cache tags (generated code is never edited: tags and invalidation are
 * added here). `Price` covers the price records, the averages, the price over time and the price
 * an order takes (`getCurrentPrice`, see `@/api/orders`); `PriceMaximum` the regulated maximums.
 * Any change to either invalidates the figures built on them.
 */
const PRICE_LIST = { type: 'Price', id: 'LIST' } as const;
const MAXIMUM_LIST = { type: 'PriceMaximum', id: 'LIST' } as const;

function pricePageTags(page: PricePage | undefined) {
  return page
    ? [...page.data.map((price) => ({ type: 'Price' as const, id: price.id })), PRICE_LIST]
    : [PRICE_LIST];
}

function maximumPageTags(page: PriceMaximumPage | undefined) {
  return page
    ? [
        ...page.data.map((maximum) => ({ type: 'PriceMaximum' as const, id: maximum.id })),
        MAXIMUM_LIST,
      ]
    : [MAXIMUM_LIST];
}

const priceChanged = (id?: number) =>
  id === undefined ? [PRICE_LIST] : [{ type: 'Price' as const, id }, PRICE_LIST];

// a maximum caps the prices of its week: the figures built on prices are refreshed too
const maximumChanged = (id?: number) =>
  id === undefined
    ? [MAXIMUM_LIST, PRICE_LIST]
    : [{ type: 'PriceMaximum' as const, id }, MAXIMUM_LIST, PRICE_LIST];

export const pricesApi = generatedPricesApi.enhanceEndpoints({
  addTagTypes: ['Price', 'PriceMaximum'],
  endpoints: {
    getPricesPaginated: { providesTags: (result) => pricePageTags(result) },
    getPricesPaginatedSearch: { providesTags: (result) => pricePageTags(result) },
    getPrice: { providesTags: (_result, _error, arg) => [{ type: 'Price', id: arg.id }] },
    getAveragePrices: { providesTags: [PRICE_LIST, MAXIMUM_LIST] },
    getPriceHistory: { providesTags: [PRICE_LIST, MAXIMUM_LIST] },
    createPrice: { invalidatesTags: priceChanged() },
    updatePrice: { invalidatesTags: (_result, _error, arg) => priceChanged(arg.id) },
    deletePrice: { invalidatesTags: (_result, _error, arg) => priceChanged(arg.id) },
    restorePrice: { invalidatesTags: (_result, _error, arg) => priceChanged(arg.id) },
    getPriceMaximumsPaginated: { providesTags: (result) => maximumPageTags(result) },
    getPriceMaximum: {
      providesTags: (_result, _error, arg) => [{ type: 'PriceMaximum', id: arg.id }],
    },
    // an upsert: the maximum it set or replaced is known from the answer
    putPriceMaximum: { invalidatesTags: (result) => maximumChanged(result?.id) },
    deletePriceMaximum: { invalidatesTags: (_result, _error, arg) => maximumChanged(arg.id) },
    restorePriceMaximum: { invalidatesTags: (_result, _error, arg) => maximumChanged(arg.id) },
  },
});

export const {
  useGetPricesPaginatedQuery,
  useGetPricesPaginatedSearchQuery,
  useGetPriceQuery,
  useGetAveragePricesQuery,
  useGetPriceHistoryQuery,
  useCreatePriceMutation,
  useUpdatePriceMutation,
  useDeletePriceMutation,
  useRestorePriceMutation,
  useGetPriceMaximumsPaginatedQuery,
  useGetPriceMaximumQuery,
  usePutPriceMaximumMutation,
  useDeletePriceMaximumMutation,
  useRestorePriceMaximumMutation,
} = pricesApi;

export type {
  AveragePrice,
  Price,
  PriceBody,
  PriceHistory,
  PriceMaximum,
  PriceMaximumBody,
  Product,
  ProductKind,
} from './generated/prices';
