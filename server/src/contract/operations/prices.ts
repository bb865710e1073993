import { Type } from '@sinclair/typebox';
import { DateOnly, IdParams, PageParams, PageSearchParams, Paginated, errors } from '../common';
import { AveragePrice, Price, PriceBody, PriceListQuery, Product } from '../entities';
import { defineOperation } from '../operation';

const tag = 'prices';
const staff = ['admin', 'employee'] as const;

export const PricePage = Paginated(Price, 'PricePage');

export const getPricesPaginated = defineOperation({
  operationId: 'getPricesPaginated',
  method: 'GET',
  path: '/api/prices/paginated/{page}/{size}',
  tag,
  summary: 'A page of prices, newest effective day first',
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
  summary: 'The price in force today for a zone and product (404 when none is set)',
  access: 'authenticated',
  params: Type.Object({ zone_id: IdParams.properties.id, product: Product }),
  responses: { 200: Price, ...errors(400, 401, 404) },
});

export const getAveragePrices = defineOperation({
  operationId: 'getAveragePrices',
  method: 'GET',
  path: '/api/prices/average/{from}/{to}',
  tag,
  summary:
    'Average unit price of completed orders per zone and product in a date range, beside the price in force',
  access: staff,
  params: Type.Object({ from: DateOnly, to: DateOnly }),
  responses: { 200: Type.Array(AveragePrice), ...errors(400, 401, 403) },
});

export const createPrice = defineOperation({
  operationId: 'createPrice',
  method: 'POST',
  path: '/api/prices',
  tag,
  summary: 'Set the price of a product in a zone from a day on',
  access: staff,
  body: PriceBody,
  responses: { 201: Price, ...errors(400, 401, 403, 404, 409, 422) },
});

export const updatePrice = defineOperation({
  operationId: 'updatePrice',
  method: 'PUT',
  path: '/api/prices/{id}',
  tag,
  summary: 'Correct a price',
  access: staff,
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
  access: staff,
  params: IdParams,
  responses: { 200: Price, ...errors(400, 401, 403, 404) },
});

export const restorePrice = defineOperation({
  operationId: 'restorePrice',
  method: 'POST',
  path: '/api/prices/{id}/restore',
  tag,
  summary: 'Restore a deleted price, unchanged',
  access: staff,
  params: IdParams,
  body: Type.Optional(Type.Object({}, { additionalProperties: false })),
  responses: { 200: Price, ...errors(400, 401, 403, 404, 409) },
});
