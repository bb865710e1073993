import { Type } from '@sinclair/typebox';
import { DateOnly, Id, Money, Nullable, Paginated, Product, Timestamp } from '../../http/schemas';

// The delivery routes and their stops, as the API shows them, and what it accepts.

export const RouteStatus = Type.Union(
  [Type.Literal('planned'), Type.Literal('out'), Type.Literal('closed')],
  {
    $id: 'RouteStatus',
    description:
      'planned: being put together; out: left (its orders are in process, the stops get their outcome); closed: every stop recorded and the cash counted',
  },
);

export const StopOutcome = Type.Union([Type.Literal('delivered'), Type.Literal('not_delivered')], {
  $id: 'StopOutcome',
});

export const NotDeliveredReason = Type.Union(
  [
    Type.Literal('nobody_home'),
    Type.Literal('refused'),
    Type.Literal('wrong_address'),
    Type.Literal('no_access'),
  ],
  { $id: 'NotDeliveredReason' },
);

/** Pesos that may be negative: what the cash count lacks (−) or has over (+). */
const SignedMoney = Type.Number({
  minimum: -10000000,
  maximum: 10000000,
  description: 'Mexican pesos (MXN), negative when the cash counted falls short',
});

const OrderStatusOfStop = Type.Union(
  [
    Type.Literal('new'),
    Type.Literal('in_process'),
    Type.Literal('completed'),
    Type.Literal('cancelled'),
  ],
  { description: "The order's status now" },
);

export const DeliveryStop = Type.Object(
  {
    id: Id,
    position: Type.Integer({ minimum: 1, description: '1, 2, …: the order of the visits' }),
    order_id: Id,
    folio: Type.String(),
    customer_name: Type.String(),
    customer_phone: Type.String(),
    address: Type.String(),
    product: Product,
    quantity: Type.Integer({ minimum: 1, description: 'Cylinders, or litres (stationary_litre)' }),
    total: Money,
    payment_method: Type.Union([
      Type.Literal('cash'),
      Type.Literal('card'),
      Type.Literal('wallet'),
    ]),
    order_status: OrderStatusOfStop,
    delivery_date: Type.Optional(DateOnly),
    delivery_window_start: Type.Optional(
      Nullable(Type.String({ description: "The order's delivery window, HH:MM" })),
    ),
    delivery_window_end: Type.Optional(Nullable(Type.String())),
    outcome: Nullable(StopOutcome),
    reason: Nullable(NotDeliveredReason),
    dispensed_litres: Nullable(Type.Integer({ minimum: 1 })),
    recorded_at: Nullable(Timestamp),
    recorded_by: Nullable(Id),
  },
  { $id: 'DeliveryStop' },
);

export const DeliveryRoute = Type.Object(
  {
    id: Id,
    route_date: DateOnly,
    status: RouteStatus,
    vehicle_id: Id,
    vehicle_plate: Type.String(),
    vehicle_kind: Type.Union([Type.Literal('cylinder_truck'), Type.Literal('tank_truck')]),
    capacity: Type.Integer({
      minimum: 1,
      description: 'Of the vehicle: cylinders (cylinder_truck) or litres (tank_truck)',
    }),
    load: Type.Integer({
      minimum: 0,
      description:
        'What the stops that hold their order (pending or delivered) add up to, in the unit of the capacity',
    }),
    driver_id: Id,
    driver_name: Type.String(),
    helper_id: Nullable(Id),
    helper_name: Nullable(Type.String()),
    departed_at: Nullable(Timestamp),
    closed_at: Nullable(Timestamp),
    closed_by: Nullable(Id),
    closed_by_name: Nullable(Type.String()),
    cash_expected: Nullable(Money),
    cash_counted: Nullable(Money),
    cash_difference: Nullable(SignedMoney),
    cash_expected_so_far: Type.Optional(
      Type.Number({
        ...Money,
        description:
          "The cash the route should bring back by now: its delivered cash orders, counted as the close counts them (the close keeps this figure as cash_expected). In the driver's answers: getMyDeliveryRoutes, departDeliveryRoute, recordDeliveryOutcome, closeDeliveryRoute, reopenDeliveryRoute",
      }),
    ),
    stops: Type.Array(DeliveryStop, {
      description: 'In their order; the stops taken off the route are not listed',
    }),
    created_at: Timestamp,
    updated_at: Timestamp,
  },
  { $id: 'DeliveryRoute' },
);

export const DeliveryRouteList = Type.Object(
  {
    data: Type.Array(DeliveryRoute),
    current_page: Type.Integer({ minimum: 1 }),
    per_page: Type.Integer({ minimum: 1 }),
    total: Type.Integer({ minimum: 0 }),
    last_page: Type.Integer({ minimum: 1 }),
  },
  { $id: 'DeliveryRouteList' },
);

export const DeliveryRouteBody = Type.Object(
  {
    route_date: DateOnly,
    vehicle_id: Id,
    driver_id: Id,
    helper_id: Type.Optional(Nullable(Id)),
  },
  { $id: 'DeliveryRouteBody', additionalProperties: false },
);

export const DeliveryStopBody = Type.Object(
  {
    order_id: Id,
    position: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 10000,
        description: 'Where it goes (1 = first); past the end, or omitted: last',
      }),
    ),
  },
  { $id: 'DeliveryStopBody', additionalProperties: false },
);

export const DeliveryStopMoveBody = Type.Object(
  {
    route_id: Id,
    position: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 10000,
        description: 'Where it goes on that route (1 = first); past the end, or omitted: last',
      }),
    ),
  },
  { $id: 'DeliveryStopMoveBody', additionalProperties: false },
);

export const DeliveryStopOrderBody = Type.Object(
  {
    order_ids: Type.Array(Id, {
      maxItems: 1000,
      description: "Every order of the route's stops, each once, in the new order",
    }),
  },
  { $id: 'DeliveryStopOrderBody', additionalProperties: false },
);

export const DeliveryOutcomeBody = Type.Object(
  {
    outcome: StopOutcome,
    dispensed_litres: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 60000,
        description:
          'delivered, stationary_litre orders only: the litres actually dispensed; the order takes them as its quantity and its total follows its unit price',
      }),
    ),
    reason: Type.Optional(NotDeliveredReason),
    then: Type.Optional(
      Type.Union([Type.Literal('return'), Type.Literal('cancel')], {
        description:
          'not_delivered only: return (the order goes back to the board, free for another route) or cancel (the order is cancelled with the reason)',
      }),
    ),
  },
  { $id: 'DeliveryOutcomeBody', additionalProperties: false },
);

export const DeliveryCloseBody = Type.Object(
  { cash_counted: Money },
  { $id: 'DeliveryCloseBody', additionalProperties: false },
);

export const DeliveryRouteQuery = Type.Object({ date: DateOnly });

export const StopParams = Type.Object({ id: Id, stop_id: Id });

export const CashCount = Type.Object(
  {
    route_id: Id,
    route_date: DateOnly,
    vehicle_id: Id,
    vehicle_plate: Type.String(),
    driver_id: Id,
    driver_name: Type.String(),
    closed_at: Timestamp,
    closed_by: Nullable(Id),
    closed_by_name: Nullable(Type.String()),
    cash_expected: Money,
    cash_counted: Money,
    cash_difference: SignedMoney,
  },
  { $id: 'CashCount' },
);

export const CashCountPage = Paginated(CashCount, 'CashCountPage');

export const CashCountQuery = Type.Object({
  from: Type.Optional(DateOnly),
  to: Type.Optional(DateOnly),
  driver_id: Type.Optional(Id),
  vehicle_id: Type.Optional(Id),
});
