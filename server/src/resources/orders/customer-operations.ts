import { Type } from '@sinclair/typebox';
import { IdParams, PageParams, errors } from '../../http/schemas';
import { OrderDetail, deliveryFields } from './schemas';
import { defineOperation } from '../../http/operation';
import { OrderPage } from './schemas';

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

export const repeatMyOrder = defineOperation({
  operationId: 'repeatMyOrder',
  method: 'POST',
  path: '/api/orders/mine/{id}/repeat',
  tag: 'orders',
  summary: 'Order again: a new order like one of the signed-in customer’s own (status new)',
  description:
    'Copies product, quantity, address, zone, location and payment method of the customer’s own order (any status) at the price in force today, for delivery today or on the day and in the window the body gives. Another’s order answers 404, the same as a missing one. A wallet payment debits the wallet in the same transaction and is refused (422) when the balance is short. At most 10 a user per hour (429 with Retry-After). Any signed-in user, for their own orders as a customer.',
  access: 'authenticated',
  params: IdParams,
  body: Type.Optional(
    Type.Object(deliveryFields, {
      additionalProperties: false,
      description:
        'When to deliver the new order: delivery_date (today by default, not before today) and an optional window, both ends or neither, the end after the start.',
    }),
  ),
  responses: { 201: OrderDetail, ...errors(400, 401, 404, 409, 422, 429) },
});
