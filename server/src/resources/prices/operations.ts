import { Type } from '@sinclair/typebox';
import { DateOnly, IdParams, PageParams, PageSearchParams, errors } from '../../http/schemas';
import {
  AveragePrice,
  CurrentPrice,
  Price,
  PriceBody,
  PriceHistory,
  PriceListQuery,
  PriceMaximum,
  PriceMaximumBody,
  PriceMaximumListQuery,
  PriceRangeQuery,
  PricePage,
  PriceMaximumPage,
} from './schemas';
import { Product } from '../../http/schemas';
import { defineOperation } from '../../http/operation';

// Prices and regulated maximums. Access: staff read (admin and employee), only the admin writes
// prices and maximums (they are what every order is charged); the price an order takes by default
// (`current`) is open to any signed-in user, as the order forms need it.

const tag = 'prices';
const staff = ['admin', 'employee'] as const;
const adminOnly = ['admin'] as const;
const RANGE_RULE =
  'from and to are calendar days, both included; to before from is a 400 on to. zone_id and product narrow the answer.';

const listDescription =
  'Staff only. from/to filter on effective_from (both included); trashed as in the master-data lists. Default order: newest effective day first.';

export const getPricesPaginated = defineOperation({
  operationId: 'getPricesPaginated',
  method: 'GET',
  path: '/api/prices/paginated/{page}/{size}',
  tag,
  summary: 'A page of prices, newest effective day first',
  description: listDescription,
  access: staff,
  params: PageParams,
  querystring: PriceListQuery,
  responses: { 200: PricePage, ...errors(400, 401, 403) },
});

export const getPricesPaginatedSearch = defineOperation({
  operationId: 'getPricesPaginatedSearch',
  method: 'GET',
  path: '/api/prices/paginated/{page}/{size}/{search}',
  tag,
  summary: 'A page of prices matching a search (zone name, product)',
  description: `Case- and accent-insensitive: matches the zone's name or the product (its code or its Spanish or English name, e.g. "cilindro 20", "estacionario", "litre"). ${listDescription}`,
  access: staff,
  params: PageSearchParams,
  querystring: PriceListQuery,
  responses: { 200: PricePage, ...errors(400, 401, 403) },
});

export const getCurrentPrice = defineOperation({
  operationId: 'getCurrentPrice',
  method: 'GET',
  path: '/api/prices/current/{zone_id}/{product}',
  tag,
  summary: 'The unit price an order of the zone and product takes today when none is given',
  description:
    'The one rule that saving an order uses: the live price in force today (Mexico City) for the zone and product (source price), else the unit price of the latest live order of that zone and product (source last_order). 404 only when neither exists (saving such an order without unit_price is a 422).',
  access: 'authenticated',
  params: Type.Object({ zone_id: IdParams.properties.id, product: Product }),
  responses: { 200: CurrentPrice, ...errors(400, 401, 404) },
});

export const getAveragePrices = defineOperation({
  operationId: 'getAveragePrices',
  method: 'GET',
  path: '/api/prices/average/{from}/{to}',
  tag,
  summary: 'Average price per zone and product over a range, weighted by the days in force',
  description: `Per zone and product with a price in force on some day of the range: the average of the prices weighted by the days each was in force within the range (a price set before the range counts from its first day; days before the first price ever set do not count; deleted prices do not count), the days covered, the lowest and highest price and the price in force on the last day. Beside it, the completed orders of the range and their average unit price. ${RANGE_RULE}`,
  access: staff,
  params: Type.Object({ from: DateOnly, to: DateOnly }),
  querystring: PriceRangeQuery,
  responses: { 200: Type.Array(AveragePrice), ...errors(400, 401, 403) },
});

export const getPriceHistory = defineOperation({
  operationId: 'getPriceHistory',
  method: 'GET',
  path: '/api/prices/history/{from}/{to}',
  tag,
  summary: 'Price over time per zone and product, with the weekly regulated maximums (chart)',
  description: RANGE_RULE,
  access: staff,
  params: Type.Object({ from: DateOnly, to: DateOnly }),
  querystring: PriceRangeQuery,
  responses: { 200: PriceHistory, ...errors(400, 401, 403) },
});

export const getPrice = defineOperation({
  operationId: 'getPrice',
  method: 'GET',
  path: '/api/prices/{id}',
  tag,
  summary: 'One price (deleted ones too)',
  access: staff,
  params: IdParams,
  responses: { 200: Price, ...errors(400, 401, 403, 404) },
});

export const createPrice = defineOperation({
  operationId: 'createPrice',
  method: 'POST',
  path: '/api/prices',
  tag,
  summary: 'Set the price of a product in a zone from a day on',
  description: 'Admin only.',
  access: adminOnly,
  body: PriceBody,
  responses: { 201: Price, ...errors(400, 401, 403, 409, 422) },
});

export const updatePrice = defineOperation({
  operationId: 'updatePrice',
  method: 'PUT',
  path: '/api/prices/{id}',
  tag,
  summary: 'Correct a price',
  description:
    'Admin only. The same rules as on create; user_add becomes the operator who corrected it.',
  access: adminOnly,
  params: IdParams,
  body: PriceBody,
  responses: { 200: Price, ...errors(400, 401, 403, 404, 409, 422) },
});

export const deletePrice = defineOperation({
  operationId: 'deletePrice',
  method: 'DELETE',
  path: '/api/prices/{id}',
  tag,
  summary: 'Soft-delete a price (restorable)',
  description:
    'Admin only. The previous price is in force again from that day. Deleting a deleted price answers it unchanged.',
  access: adminOnly,
  params: IdParams,
  responses: { 200: Price, ...errors(400, 401, 403, 404) },
});

export const restorePrice = defineOperation({
  operationId: 'restorePrice',
  method: 'POST',
  path: '/api/prices/{id}/restore',
  tag,
  summary: 'Restore a deleted price, unchanged',
  description:
    'Admin only. Clears deleted_at and nothing else: 409 errors.effective_from when another live price of the zone and product starts that day, 409 errors.zone_id when its zone is deleted, 422 errors.price when it is above the maximum in force on its day. Restoring an active price answers it unchanged.',
  access: adminOnly,
  params: IdParams,
  body: Type.Optional(Type.Object({}, { additionalProperties: false })),
  responses: { 200: Price, ...errors(400, 401, 403, 404, 409, 422) },
});

// ---------------------------------------------------------------- regulated maximums
export const getPriceMaximumsPaginated = defineOperation({
  operationId: 'getPriceMaximumsPaginated',
  method: 'GET',
  path: '/api/price-maximums/paginated/{page}/{size}',
  tag,
  summary: 'A page of weekly regulated maximums, newest week first',
  description:
    'Staff only. from/to keep the weeks that overlap the range (a week ends on or after from and starts on or before to).',
  access: staff,
  params: PageParams,
  querystring: PriceMaximumListQuery,
  responses: { 200: PriceMaximumPage, ...errors(400, 401, 403) },
});

export const getPriceMaximum = defineOperation({
  operationId: 'getPriceMaximum',
  method: 'GET',
  path: '/api/price-maximums/{id}',
  tag,
  summary: 'One regulated maximum (deleted ones too)',
  access: staff,
  params: IdParams,
  responses: { 200: PriceMaximum, ...errors(400, 401, 403, 404) },
});

export const putPriceMaximum = defineOperation({
  operationId: 'putPriceMaximum',
  method: 'PUT',
  path: '/api/price-maximums',
  tag,
  summary: 'Set the regulated maximum of a zone for a week (creates it or replaces its value)',
  description:
    'Admin only. One live maximum per zone, product kind and week: an existing one takes the new value and operator. week_start must be a Sunday (422 errors.week_start); zone_id an active zone (422 errors.zone_id). Prices already set are not changed; new or corrected prices of that week must stay within it.',
  access: adminOnly,
  body: PriceMaximumBody,
  responses: { 200: PriceMaximum, ...errors(400, 401, 403, 409, 422) },
});

export const deletePriceMaximum = defineOperation({
  operationId: 'deletePriceMaximum',
  method: 'DELETE',
  path: '/api/price-maximums/{id}',
  tag,
  summary: 'Soft-delete a regulated maximum (restorable)',
  description: 'Admin only. Deleting a deleted maximum answers it unchanged.',
  access: adminOnly,
  params: IdParams,
  responses: { 200: PriceMaximum, ...errors(400, 401, 403, 404) },
});

export const restorePriceMaximum = defineOperation({
  operationId: 'restorePriceMaximum',
  method: 'POST',
  path: '/api/price-maximums/{id}/restore',
  tag,
  summary: 'Restore a deleted regulated maximum, unchanged',
  description:
    'Admin only. 409 errors.week_start when another live maximum of the zone, kind and week exists. Restoring an active maximum answers it unchanged.',
  access: adminOnly,
  params: IdParams,
  body: Type.Optional(Type.Object({}, { additionalProperties: false })),
  responses: { 200: PriceMaximum, ...errors(400, 401, 403, 404, 409) },
});
