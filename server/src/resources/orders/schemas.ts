import { Type } from '@sinclair/typebox';
import {
  Nullable,
  Id,
  Timestamp,
  DateOnly,
  Money,
  Phone,
  Paginated,
  Name,
  Product,
} from '../../http/schemas';

export const OrderStatus = Type.Union(
  [
    Type.Literal('new'),
    Type.Literal('in_process'),
    Type.Literal('completed'),
    Type.Literal('cancelled'),
  ],
  { $id: 'OrderStatus' },
);

export const PaymentMethod = Type.Union(
  [Type.Literal('cash'), Type.Literal('card'), Type.Literal('wallet')],
  {
    $id: 'PaymentMethod',
  },
);

/** A time of day of a delivery window, `HH:MM` (24 h, business time zone). */
const DeliveryTime = Type.String({
  pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$',
  description: 'A time of day HH:MM (00:00 to 23:59), business time zone (America/Mexico_City)',
});

export const OrderStatusChange = Type.Object(
  {
    id: Id,
    from_status: Nullable(OrderStatus),
    to_status: OrderStatus,
    reason: Nullable(Type.String()),
    user_id: Nullable(Id),
    user_name: Nullable(Type.String()),
    created_at: Timestamp,
  },
  { $id: 'OrderStatusChange' },
);

export const Order = Type.Object(
  {
    id: Id,
    folio: Type.String({ description: 'Human readable, unique (GLP-000123)' }),
    customer_id: Nullable(Id),
    customer_name: Type.String(),
    customer_phone: Type.String(),
    address: Type.String(),
    zone_id: Id,
    zone_name: Nullable(Type.String()),
    location_id: Nullable(Id),
    location_name: Nullable(Type.String()),
    employee_id: Nullable(Id),
    employee_name: Nullable(Type.String()),
    product: Product,
    quantity: Type.Integer({ minimum: 1 }),
    unit_price: Money,
    total: Money,
    payment_method: PaymentMethod,
    status: OrderStatus,
    cancellation_reason: Nullable(Type.String()),
    notes: Nullable(Type.String()),
    created_by: Nullable(Id),
    created_at: Timestamp,
    updated_at: Timestamp,
    in_process_at: Nullable(Timestamp),
    completed_at: Nullable(Timestamp),
    cancelled_at: Nullable(Timestamp),
    deleted_at: Nullable(Timestamp),
    delivery_date: DateOnly,
    delivery_window_start: Nullable(DeliveryTime),
    delivery_window_end: Nullable(DeliveryTime),
    route_status: Type.Optional(
      Nullable(
        Type.Union([Type.Literal('planned'), Type.Literal('out'), Type.Literal('closed')], {
          description:
            'The status of the delivery route that holds the order (planned, out: on the way, closed); null when no route holds it',
        }),
      ),
    ),
  },
  {
    $id: 'Order',
    description:
      'delivery_date is the day the order is to be delivered; delivery_window_start and delivery_window_end its window (both or neither, the end after the start)',
  },
);

export const OrderDetail = Type.Composite(
  [
    Order,
    Type.Object({
      status_history: Type.Array(OrderStatusChange),
      allowed_statuses: Type.Array(OrderStatus, {
        description:
          'The statuses the order may move to now (none once completed or cancelled, or while deleted)',
      }),
    }),
  ],
  {
    $id: 'OrderDetail',
  },
);

/**
 * The delivery an order is scheduled for. Omitted on create: the day the order is taken (business
 * time zone) and no window; omitted on edit: unchanged (null clears the window). The day is not
 * before the one the order was taken.
 */
export const deliveryFields = {
  delivery_date: Type.Optional(DateOnly),
  delivery_window_start: Type.Optional(Nullable(DeliveryTime)),
  delivery_window_end: Type.Optional(Nullable(DeliveryTime)),
};

const orderFields = {
  customer_id: Type.Optional(Nullable(Id)),
  customer_name: Name,
  customer_phone: Phone,
  address: Type.String({ minLength: 3, maxLength: 300 }),
  zone_id: Id,
  location_id: Type.Optional(Nullable(Id)),
  employee_id: Type.Optional(Nullable(Id)),
  product: Product,
  quantity: Type.Integer({ minimum: 1, maximum: 100000 }),
  unit_price: Type.Optional(Money),
  payment_method: PaymentMethod,
  status: Type.Optional(OrderStatus),
  cancellation_reason: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
  notes: Type.Optional(Nullable(Type.String({ maxLength: 1000 }))),
  ...deliveryFields,
};

export const CreateOrderBody = Type.Object(orderFields, {
  $id: 'CreateOrderBody',
  additionalProperties: false,
  description:
    'The whole order. unit_price defaults to the price in force for the zone and product; delivery_date to the day the order is taken (business time zone), never before it; the delivery window (delivery_window_start and delivery_window_end, HH:MM) is optional: both ends or neither, the end after the start.',
});

export const UpdateOrderBody = Type.Object(
  { id: Type.Optional(Id), ...orderFields },
  {
    $id: 'UpdateOrderBody',
    additionalProperties: false,
    description:
      'The whole order, with its id. An omitted delivery_date or delivery window end keeps its value; null for both ends clears the window.',
  },
);

export const ChangeOrderStatusBody = Type.Object(
  { status: OrderStatus, reason: Type.Optional(Nullable(Type.String({ maxLength: 500 }))) },
  { $id: 'ChangeOrderStatusBody', additionalProperties: false },
);

const listQueryFields = {
  from: Type.Optional(DateOnly),
  to: Type.Optional(DateOnly),
  status: Type.Optional(OrderStatus),
  trashed: Type.Optional(
    Type.Union([Type.Literal('without'), Type.Literal('only'), Type.Literal('with')]),
  ),
  sort: Type.Optional(Type.String({ pattern: '^[a-z_]{1,40}$' })),
  order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
};

export const DueFilter = Type.Union([Type.Literal('today'), Type.Literal('overdue')], {
  description:
    'Orders still new or in process whose delivery date is today (today) or has passed (overdue), today read in America/Mexico_City',
});

export const OrderListQuery = Type.Object({ ...listQueryFields, due: Type.Optional(DueFilter) });

/** The Cancelados list, its exports and totals: the list's query plus the report's filters. */
export const FinishedOrderListQuery = Type.Object({
  ...listQueryFields,
  zone_id: Type.Optional(Id),
  product: Type.Optional(Product),
  employee_id: Type.Optional(Id),
});

export const FinishedOrderTotals = Type.Object(
  {
    orders: Type.Integer({
      minimum: 0,
      description: 'Orders of the filtered set (the list total)',
    }),
    completed: Type.Integer({ minimum: 0 }),
    cancelled: Type.Integer({ minimum: 0 }),
    kg: Type.Number({
      minimum: 0,
      description: 'Kilograms delivered in cylinders by the completed orders of the set',
    }),
    litres: Type.Number({
      minimum: 0,
      description: 'Litres delivered to stationary tanks by the completed orders of the set',
    }),
    amount: Type.Number({
      minimum: 0,
      description: 'MXN (pesos) of the completed orders of the set',
    }),
  },
  {
    $id: 'FinishedOrderTotals',
    description:
      'Totals over the whole filtered set of the Cancelados list; cancelled orders count in orders and cancelled only',
  },
);

export const StatusCounts = Type.Object(
  {
    new: Type.Integer({ minimum: 0 }),
    in_process: Type.Integer({ minimum: 0 }),
    completed: Type.Integer({ minimum: 0 }),
    cancelled: Type.Integer({ minimum: 0 }),
    total: Type.Integer({ minimum: 0 }),
  },
  { $id: 'StatusCounts' },
);

const AmountSum = Type.Number({ minimum: 0, description: 'A sum of amounts in MXN (pesos)' });

export const OrderStats = Type.Object(
  {
    from: DateOnly,
    to: DateOnly,
    per_day: Type.Array(
      Type.Object({
        day: DateOnly,
        orders: Type.Integer({ minimum: 0, description: 'Orders taken that day, any status' }),
        completed: Type.Integer({ minimum: 0 }),
        cancelled: Type.Integer({ minimum: 0 }),
        total: AmountSum,
      }),
      { description: 'Every day of the period, oldest first (days without orders included)' },
    ),
    per_product: Type.Array(
      Type.Object({
        product: Product,
        orders: Type.Integer({ minimum: 0 }),
        quantity: Type.Integer({ minimum: 0 }),
        total: AmountSum,
      }),
    ),
    per_zone: Type.Array(
      Type.Object({
        zone_id: Id,
        zone_name: Nullable(Type.String()),
        orders: Type.Integer({ minimum: 0 }),
        total: AmountSum,
      }),
    ),
  },
  {
    $id: 'OrderStats',
    description:
      'Orders taken in the last days (business days in America/Mexico_City, deleted orders excluded). per_day counts every order taken each day; per_product and per_zone count the orders not cancelled; every total (MXN) leaves cancelled orders out.',
  },
);

export const OrderPage = Paginated(Order, 'OrderPage');
