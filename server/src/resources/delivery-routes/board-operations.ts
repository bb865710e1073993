import { Type } from '@sinclair/typebox';
import { defineOperation } from '../../http/operation';
import { DateOnly, Id, Money, Nullable, Product, errors } from '../../http/schemas';
import { DeliveryRoute } from './schemas';

// The dispatch board of a day, its version (what the board's screens poll), and the routes of the
// signed-in driver or helper: their schemas and calls. Staff only; customers are refused (403).

const tag = 'delivery-routes';
const staff = ['admin', 'employee'] as const;

export const DayParams = Type.Object({ date: DateOnly });

const DeliveryTime = Type.String({
  pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$',
  description: 'A time of day HH:MM, business time zone (America/Mexico_City)',
});

export const DispatchBoardQuery = Type.Object({
  zone_id: Type.Optional(Id),
  product: Type.Optional(Product),
});

export const DueOrder = Type.Object(
  {
    order_id: Id,
    folio: Type.String(),
    customer_name: Type.String(),
    customer_phone: Type.String(),
    address: Type.String(),
    zone_id: Id,
    zone_name: Nullable(Type.String()),
    product: Product,
    quantity: Type.Integer({ minimum: 1, description: 'Cylinders, or litres (stationary_litre)' }),
    total: Money,
    payment_method: Type.Union([
      Type.Literal('cash'),
      Type.Literal('card'),
      Type.Literal('wallet'),
    ]),
    status: Type.Union([Type.Literal('new'), Type.Literal('in_process')]),
    delivery_date: DateOnly,
    delivery_window_start: Nullable(DeliveryTime),
    delivery_window_end: Nullable(DeliveryTime),
    overdue: Type.Boolean({ description: "Its delivery day is before the board's day" }),
  },
  { $id: 'DueOrder' },
);

export const FreeVehicle = Type.Object(
  {
    id: Id,
    plate: Type.String(),
    kind: Type.Union([Type.Literal('cylinder_truck'), Type.Literal('tank_truck')]),
    capacity: Type.Integer({ minimum: 1 }),
    zone_id: Id,
    zone_name: Nullable(Type.String()),
  },
  { $id: 'FreeVehicle' },
);

export const FreeDriver = Type.Object(
  {
    id: Id,
    name: Type.String(),
    number: Nullable(Type.String({ description: "The employee's number" })),
  },
  { $id: 'FreeDriver' },
);

export const DispatchBoard = Type.Object(
  {
    date: DateOnly,
    version: Type.String({
      description: 'The board version when it was read (as getDispatchBoardVersion answers it)',
    }),
    due: Type.Array(DueOrder, {
      description:
        'Orders new or in process, not deleted, due on the day or before (overdue), not on a planned or out route; by delivery day and id',
    }),
    routes: Type.Array(DeliveryRoute, { description: 'The routes of the day, by id' }),
    free_vehicles: Type.Array(FreeVehicle, {
      description: 'Vehicles in service, not deleted, without a route that day; by plate',
    }),
    free_drivers: Type.Array(FreeDriver, {
      description: 'Employees not deleted who neither drive nor help on a route that day; by name',
    }),
  },
  { $id: 'DispatchBoard' },
);

export const DispatchBoardVersion = Type.Object(
  {
    version: Type.String({
      description:
        'Changes whenever anything the board of the day shows changes (in any process); compare it with the last one read',
    }),
  },
  { $id: 'DispatchBoardVersion' },
);

export const getDispatchBoard = defineOperation({
  operationId: 'getDispatchBoard',
  method: 'GET',
  path: '/api/delivery-routes/board/{date}',
  tag,
  summary:
    'The dispatch board of a day: the orders due (and overdue) not on a route, the routes with their load, the free vehicles and drivers',
  description:
    'due: orders new or in process, not deleted, whose delivery day is the day or before (overdue: before), not held by a stop of a planned or out route (an order returned from a route is due again). zone_id and product narrow the due orders. version is the board version as getDispatchBoardVersion answers it.',
  access: staff,
  params: DayParams,
  querystring: DispatchBoardQuery,
  responses: { 200: DispatchBoard, ...errors(400, 401, 403) },
});

export const getDispatchBoardVersion = defineOperation({
  operationId: 'getDispatchBoardVersion',
  method: 'GET',
  path: '/api/delivery-routes/board/{date}/version',
  tag,
  summary: 'The version of the board of a day: it changes whenever the board changes',
  description:
    'Cheap, read from the database (the same in every process): poll it and read the board again when it moves.',
  access: staff,
  params: DayParams,
  responses: { 200: DispatchBoardVersion, ...errors(400, 401, 403) },
});

export const getMyDeliveryRoutes = defineOperation({
  operationId: 'getMyDeliveryRoutes',
  method: 'GET',
  path: '/api/delivery-routes/mine/{date}',
  tag,
  summary: 'The routes of a day where the signed-in user is the driver or the helper',
  description: 'By id, with their stops in order. Any staff member records outcomes on any route.',
  access: staff,
  params: DayParams,
  responses: { 200: Type.Array(DeliveryRoute), ...errors(400, 401, 403) },
});
