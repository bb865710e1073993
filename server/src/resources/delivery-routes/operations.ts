import { defineOperation } from '../../http/operation';
import { IdParams, errors } from '../../http/schemas';
import {
  DeliveryCloseBody,
  DeliveryOutcomeBody,
  DeliveryRoute,
  DeliveryRouteBody,
  DeliveryRouteList,
  DeliveryRouteQuery,
  DeliveryStopBody,
  DeliveryStopMoveBody,
  DeliveryStopOrderBody,
  StopParams,
} from './schemas';

// The routes' calls. Staff (administrators and employees) plan and run routes; customers are
// refused (403) every call; only administrators reopen a closed route.

const tag = 'delivery-routes';
const staff = ['admin', 'employee'] as const;

const routeRefusals =
  'Refusals are 422 with errors naming the field and what is wrong (the product and the excess for a load that does not fit), 409 when the route is not in the status the call needs.';

export const listDeliveryRoutes = defineOperation({
  operationId: 'listDeliveryRoutes',
  method: 'GET',
  path: '/api/delivery-routes',
  tag,
  summary: 'The routes of a day, with their stops in order and their load against the capacity',
  access: staff,
  querystring: DeliveryRouteQuery,
  responses: { 200: DeliveryRouteList, ...errors(400, 401, 403) },
});

export const getDeliveryRoute = defineOperation({
  operationId: 'getDeliveryRoute',
  method: 'GET',
  path: '/api/delivery-routes/{id}',
  tag,
  summary: 'One route with its stops',
  access: staff,
  params: IdParams,
  responses: { 200: DeliveryRoute, ...errors(400, 401, 403, 404) },
});

export const createDeliveryRoute = defineOperation({
  operationId: 'createDeliveryRoute',
  method: 'POST',
  path: '/api/delivery-routes',
  tag,
  summary: 'Plan a route: a day, a vehicle, a driver and an optional helper (status planned)',
  description: `The vehicle must be in service and not deleted; driver and helper active staff, not the same person. A vehicle or a driver has one route a day: another answers 422 on vehicle_id or driver_id (also when two requests race). ${routeRefusals}`,
  access: staff,
  body: DeliveryRouteBody,
  responses: { 201: DeliveryRoute, ...errors(400, 401, 403, 409, 422) },
});

export const updateDeliveryRoute = defineOperation({
  operationId: 'updateDeliveryRoute',
  method: 'PUT',
  path: '/api/delivery-routes/{id}',
  tag,
  summary: 'Change the day, vehicle, driver or helper of a planned route',
  description: `The stops must still fit the vehicle (kind and capacity). ${routeRefusals}`,
  access: staff,
  params: IdParams,
  body: DeliveryRouteBody,
  responses: { 200: DeliveryRoute, ...errors(400, 401, 403, 404, 409, 422) },
});

export const deleteDeliveryRoute = defineOperation({
  operationId: 'deleteDeliveryRoute',
  method: 'DELETE',
  path: '/api/delivery-routes/{id}',
  tag,
  summary: 'Delete a planned route: its orders are free again',
  description:
    'Only while planned (409 otherwise). The route and its stops are kept, out of sight.',
  access: staff,
  params: IdParams,
  responses: { 200: DeliveryRoute, ...errors(400, 401, 403, 404, 409) },
});

export const addDeliveryStop = defineOperation({
  operationId: 'addDeliveryStop',
  method: 'POST',
  path: '/api/delivery-routes/{id}/stops',
  tag,
  summary: 'Assign an order to a planned route, at a position or at the end',
  description: `Refused (422 on order_id): an order whose product does not fit the vehicle's kind (cylinders on a cylinder truck, stationary litres on a tank truck) or would overrun its capacity (cylinders or litres), an order on another route (also when two requests race: one wins), a completed, cancelled or deleted order. ${routeRefusals}`,
  access: staff,
  params: IdParams,
  body: DeliveryStopBody,
  responses: { 200: DeliveryRoute, ...errors(400, 401, 403, 404, 409, 422) },
});

export const removeDeliveryStop = defineOperation({
  operationId: 'removeDeliveryStop',
  method: 'DELETE',
  path: '/api/delivery-routes/{id}/stops/{stop_id}',
  tag,
  summary: 'Take a stop off a planned route (its order is free again)',
  access: staff,
  params: StopParams,
  responses: { 200: DeliveryRoute, ...errors(400, 401, 403, 404, 409) },
});

export const moveDeliveryStop = defineOperation({
  operationId: 'moveDeliveryStop',
  method: 'POST',
  path: '/api/delivery-routes/{id}/stops/{stop_id}/move',
  tag,
  summary: 'Move a stop of a planned route to another planned route, at a position or at the end',
  description: `One change: the stop leaves its route (the stops after it move up) and its order becomes a stop of route_id, or neither happens. Refused as an assignment is (422 on order_id: the product does not fit the other vehicle's kind or would overrun its capacity, the order is due after that route's day, completed, cancelled or deleted); 422 on route_id when that route does not exist or is this one; 409 when either route is not planned. ${routeRefusals}`,
  access: staff,
  params: StopParams,
  body: DeliveryStopMoveBody,
  responses: { 200: DeliveryRoute, ...errors(400, 401, 403, 404, 409, 422) },
});

export const reorderDeliveryStops = defineOperation({
  operationId: 'reorderDeliveryStops',
  method: 'PUT',
  path: '/api/delivery-routes/{id}/stops',
  tag,
  summary: 'Put the stops of a planned or out route in a new order',
  description: `order_ids holds every order of the route's stops, each once (422 on order_ids otherwise). ${routeRefusals}`,
  access: staff,
  params: IdParams,
  body: DeliveryStopOrderBody,
  responses: { 200: DeliveryRoute, ...errors(400, 401, 403, 404, 409, 422) },
});

export const departDeliveryRoute = defineOperation({
  operationId: 'departDeliveryRoute',
  method: 'POST',
  path: '/api/delivery-routes/{id}/depart',
  tag,
  summary: 'The route leaves (planned → out): its new orders move to in process',
  description: `A route without stops, or with an order cancelled, completed or deleted since, is refused (422). ${routeRefusals}`,
  access: staff,
  params: IdParams,
  responses: { 200: DeliveryRoute, ...errors(400, 401, 403, 404, 409, 422) },
});

export const recordDeliveryOutcome = defineOperation({
  operationId: 'recordDeliveryOutcome',
  method: 'POST',
  path: '/api/delivery-routes/{id}/stops/{stop_id}/outcome',
  tag,
  summary: 'Record what happened at a stop of a route that is out',
  description: `delivered: the order completes; for a stationary_litre order dispensed_litres (optional) becomes its quantity and its total follows its unit price (a wallet payment is charged or refunded the difference). not_delivered: with a reason and then: return (the order is free for another route) or cancel (the order is cancelled, a wallet payment refunded). A route that is not out answers 409; a stop that already has its outcome 409. ${routeRefusals}`,
  access: staff,
  params: StopParams,
  body: DeliveryOutcomeBody,
  responses: { 200: DeliveryRoute, ...errors(400, 401, 403, 404, 409, 422) },
});

export const closeDeliveryRoute = defineOperation({
  operationId: 'closeDeliveryRoute',
  method: 'POST',
  path: '/api/delivery-routes/{id}/close',
  tag,
  summary: 'Close a route that is out, with the cash counted (the cash count)',
  description:
    'The cash expected is the total of its delivered cash orders; expected, counted and their difference (counted − expected) are kept with who closed it, in the transaction of the close. Refused (422) while a stop has no outcome; 409 when the route is not out.',
  access: staff,
  params: IdParams,
  body: DeliveryCloseBody,
  responses: { 200: DeliveryRoute, ...errors(400, 401, 403, 404, 409, 422) },
});

export const reopenDeliveryRoute = defineOperation({
  operationId: 'reopenDeliveryRoute',
  method: 'POST',
  path: '/api/delivery-routes/{id}/reopen',
  tag,
  summary: 'Reopen a closed route (administrators only): out again, its cash count cleared',
  access: ['admin'],
  params: IdParams,
  responses: { 200: DeliveryRoute, ...errors(400, 401, 403, 404, 409) },
});
