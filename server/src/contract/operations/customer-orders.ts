import { PageParams, errors } from '../common';
import { defineOperation } from '../operation';
import { OrderPage } from './orders';

// The signed-in customer's own orders: what a customer's "My orders" screen lists.

export const getMyOrders = defineOperation({
  operationId: 'getMyOrders',
  method: 'GET',
  path: '/api/orders/mine/{page}/{size}',
  tag: 'orders',
  summary:
    "A page of the signed-in user's own orders as a customer (every status, not deleted), newest first",
  access: 'authenticated',
  params: PageParams,
  responses: { 200: OrderPage, ...errors(400, 401) },
});
