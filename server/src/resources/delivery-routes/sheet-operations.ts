import { Type } from '@sinclair/typebox';
import { defineOperation } from '../../http/operation';
import { DateOnly, Id, IdParams, errors, pdfFile } from '../../http/schemas';
import { RouteStatus } from './schemas';

// The printables and figures of the delivery day: a route's sheet (PDF) and the dashboard's
// delivery figures, to staff.

const tag = 'delivery-routes';
const staff = ['admin', 'employee'] as const;

export const getRouteSheet = defineOperation({
  operationId: 'getRouteSheet',
  method: 'GET',
  path: '/api/delivery-routes/{id}/sheet',
  tag,
  summary: "The route sheet: the route's stops in order, what to deliver and collect, as a PDF",
  description:
    "The header (day, vehicle, driver, helper, status), the stops in order (customer, address, phone, product, quantity, amount and payment method), the load against the capacity and the cash to collect (its cash orders). Spanish, or English by Accept-Language. Under the exports' caps (429 with Retry-After past them).",
  access: staff,
  params: IdParams,
  responses: { 200: pdfFile, ...errors(400, 401, 403, 404, 429) },
});

const Minutes = Type.Number({ minimum: 0, description: 'Minutes, one decimal' });

export const DeliveryFigures = Type.Object(
  {
    on_time: Type.Object(
      {
        delivered: Type.Integer({
          minimum: 0,
          description: 'Orders delivered on a route over the last 30 business days',
        }),
        on_time: Type.Integer({
          minimum: 0,
          description:
            'Of those, delivered on their delivery date and, when they have a window, within it',
        }),
      },
      { description: 'Over the last 30 business days, today included' },
    ),
    zones: Type.Array(
      Type.Object({
        zone_id: Id,
        zone_name: Type.String(),
        average_minutes: Minutes,
      }),
      {
        description:
          'Average minutes from taken to delivered, per zone of the delivered orders of the last 30 business days, by zone name',
      },
    ),
    today_routes: Type.Array(
      Type.Object({
        id: Id,
        vehicle_plate: Type.String(),
        driver_name: Type.String(),
        status: RouteStatus,
        stops: Type.Integer({ minimum: 0 }),
        done: Type.Integer({ minimum: 0, description: 'Stops with their outcome recorded' }),
      }),
      { description: "Today's routes (America/Mexico_City), by vehicle plate" },
    ),
    cash_differences: Type.Array(
      Type.Object({
        date: DateOnly,
        difference: Type.Number({
          description: 'Pesos: the sum of counted − expected of the routes closed for that day',
        }),
      }),
      { description: 'The last 7 business days, oldest first, today included; 0 when none' },
    ),
  },
  { $id: 'DeliveryFigures' },
);

export const getDeliveryFigures = defineOperation({
  operationId: 'getDeliveryFigures',
  method: 'GET',
  path: '/api/dashboard/deliveries',
  tag,
  summary: "The dashboard's delivery figures: on time, minutes per zone, today's routes, cash",
  description:
    'Days are business days in America/Mexico_City. Read from the routes and their stops (the orders are joined from them).',
  access: staff,
  responses: { 200: DeliveryFigures, ...errors(401, 403) },
});
