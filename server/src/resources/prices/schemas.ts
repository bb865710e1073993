import { Type } from '@sinclair/typebox';
import {
  DateOnly,
  Email,
  EmployeeNumber,
  Id,
  Money,
  Nullable,
  Password,
  Phone,
  Timestamp,
} from '../../http/schemas';

const Name = Type.String({ minLength: 1, maxLength: 120 });
const Description = Type.String({ maxLength: 1000 });
const Username = Type.String({
  pattern: '^[A-Za-z0-9._-]{3,40}$',
  description: '3 to 40 letters, digits, dots, dashes or underscores',
});

// ---------------------------------------------------------------- users
export const UserType = Type.Union(
  [Type.Literal('usuario'), Type.Literal('empleado'), Type.Literal('administrador')],
  { $id: 'UserType', description: 'usuario: customer; empleado: employee; administrador: admin' },
);

export const User = Type.Object(
  {
    id: Id,
    number: Nullable(Type.String({ description: 'Employee number' })),
    username: Nullable(Type.String()),
    name: Type.String(),
    last_name: Type.String(),
    email: Type.String(),
    phone: Nullable(Type.String()),
    address: Nullable(Type.String()),
    type_user: UserType,
    zone_id: Nullable(Id),
    zone_name: Nullable(Type.String()),
    has_profile_picture: Type.Boolean(),
    created_at: Timestamp,
    updated_at: Timestamp,
    deleted_at: Nullable(Timestamp),
  },
  { $id: 'User' },
);

export const CreateUserBody = Type.Object(
  {
    number: Type.Optional(Nullable(EmployeeNumber)),
    name: Name,
    last_name: Type.String({ maxLength: 120 }),
    email: Email,
    password: Password,
    phone: Type.Optional(Nullable(Phone)),
    address: Type.Optional(Nullable(Type.String({ maxLength: 300 }))),
    type_user: Type.Optional(Type.Literal('usuario', { description: 'Always usuario on create' })),
    zone_id: Type.Optional(Nullable(Id)),
  },
  { $id: 'CreateUserBody', additionalProperties: false },
);

export const UpdateUserBody = Type.Object(
  {
    number: Type.Optional(Nullable(EmployeeNumber)),
    name: Name,
    last_name: Type.String({ maxLength: 120 }),
    email: Email,
    phone: Type.Optional(Nullable(Phone)),
    address: Type.Optional(Nullable(Type.String({ maxLength: 300 }))),
    type_user: UserType,
    zone_id: Type.Optional(Nullable(Id)),
    current_password: Type.Optional(
      Type.String({
        maxLength: 128,
        description:
          "The caller's current password: required when users change their own e-mail (the address that receives reset codes)",
      }),
    ),
  },
  { $id: 'UpdateUserBody', additionalProperties: false },
);

export const ChangePasswordBody = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 190, description: 'Username or email' }),
    password: Type.String({
      minLength: 1,
      maxLength: 128,
      description:
        "The caller's current password (an admin setting another user's password gives their own)",
    }),
    new_password: Password,
    new_password_confirmation: Type.Optional(Type.String({ maxLength: 128 })),
  },
  { $id: 'ChangePasswordBody', additionalProperties: false },
);

export const ProfilePictureResult = Type.Object(
  { message: Type.String(), has_profile_picture: Type.Boolean() },
  { $id: 'ProfilePictureResult' },
);

export const StarClient = Type.Object(
  {
    rank: Type.Integer({ minimum: 1 }),
    user_id: Id,
    name: Type.String(),
    last_name: Type.String(),
    email: Type.String(),
    phone: Nullable(Type.String()),
    zone_name: Nullable(Type.String()),
    completed_orders: Type.Integer({ minimum: 0 }),
    kg_total: Type.Number({ minimum: 0, description: 'Kilograms delivered in cylinders' }),
    litres_total: Type.Number({ minimum: 0, description: 'Litres delivered to stationary tanks' }),
    total_amount: Money,
  },
  { $id: 'StarClient' },
);

export const StarClientRangeParams = Type.Object({ from: DateOnly, to: DateOnly });

// ---------------------------------------------------------------- auth
export const LoginEmailBody = Type.Object(
  { email: Email, password: Type.String({ minLength: 1, maxLength: 128 }) },
  { $id: 'LoginEmailBody', additionalProperties: false },
);

export const LoginNumberBody = Type.Object(
  { number: EmployeeNumber, password: Type.String({ minLength: 1, maxLength: 128 }) },
  { $id: 'LoginNumberBody', additionalProperties: false },
);

export const LoginResult = Type.Object(
  {
    token: Type.String({ description: 'JWT with exp (seconds) and roles [{ name }]' }),
    token_type: Type.Literal('bearer'),
    expires_in: Type.Integer({ description: 'Seconds until the token expires' }),
    user: User,
  },
  { $id: 'LoginResult' },
);

export const RegisterBody = Type.Object(
  {
    full_name: Type.String({ minLength: 3, maxLength: 240 }),
    number: EmployeeNumber,
    username: Username,
    email: Email,
    password: Password,
    password_confirmation: Type.String({ maxLength: 128 }),
  },
  { $id: 'RegisterBody', additionalProperties: false },
);

export const SendResetEmailBody = Type.Object(
  {
    email: Email,
    // staff give their number; a customer the e-mail alone (see sendResetEmail)
    number: Type.Optional(EmployeeNumber),
  },
  { $id: 'SendResetEmailBody', additionalProperties: false },
);

export const ResetPasswordBody = Type.Object(
  {
    email: Email,
    token: Type.String({
      minLength: 4,
      maxLength: 64,
      description:
        'The reset code sent by e-mail: 10 symbols of Crockford base 32 (case, spaces and dashes ignored). Void after 5 wrong tries, a new request or 30 minutes',
    }),
    password: Password,
    password_confirmation: Type.String({ maxLength: 128 }),
  },
  { $id: 'ResetPasswordBody', additionalProperties: false },
);

// ---------------------------------------------------------------- wallets
export const Wallet = Type.Object(
  {
    id: Id,
    user_id: Id,
    amount: Type.Number({ description: 'Current balance in MXN: always the sum of the movements' }),
    user_add: Nullable(Id),
    created_at: Timestamp,
    updated_at: Timestamp,
  },
  { $id: 'Wallet' },
);

export const CreateWalletBody = Type.Object(
  {
    user_id: Id,
    amount: Money,
    user_add: Type.Optional(Nullable(Id)),
  },
  {
    $id: 'CreateWalletBody',
    additionalProperties: false,
    description:
      'Opens the wallet of a user; a positive amount is recorded as its first credit. user_add is recorded as the signed-in operator.',
  },
);

export const MovementType = Type.Union([Type.Literal('credit'), Type.Literal('debit')], {
  $id: 'MovementType',
});

export const Historical = Type.Object(
  {
    id: Id,
    user_id: Id,
    wallet_id: Id,
    type_movement: MovementType,
    amount: Money,
    balance_after: Type.Number(),
    message: Type.String(),
    user_add: Nullable(Id),
    user_add_name: Nullable(Type.String()),
    order_id: Nullable(Id),
    created_at: Timestamp,
  },
  { $id: 'Historical' },
);

export const CreateHistoricalBody = Type.Object(
  {
    user_id: Id,
    wallet_id: Id,
    type_movement: MovementType,
    amount: Type.Number({ exclusiveMinimum: 0, maximum: 10000000 }),
    message: Type.String({ minLength: 1, maxLength: 255 }),
    user_add: Type.Optional(Nullable(Id)),
  },
  { $id: 'CreateHistoricalBody', additionalProperties: false },
);

// ---------------------------------------------------------------- zones and locations
export const Zone = Type.Object(
  {
    id: Id,
    name: Type.String(),
    phone: Nullable(Type.String()),
    description: Nullable(Type.String()),
    created_at: Timestamp,
    updated_at: Timestamp,
    deleted_at: Nullable(Timestamp),
  },
  { $id: 'Zone' },
);

export const ZoneBody = Type.Object(
  {
    name: Name,
    phone: Type.Optional(Nullable(Phone)),
    description: Type.Optional(Nullable(Description)),
  },
  { $id: 'ZoneBody', additionalProperties: false },
);

export const Location = Type.Object(
  {
    id: Id,
    name: Type.String(),
    phone: Nullable(Type.String()),
    description: Nullable(Type.String()),
    zone_id: Id,
    zone_name: Nullable(Type.String()),
    created_at: Timestamp,
    updated_at: Timestamp,
    deleted_at: Nullable(Timestamp),
  },
  { $id: 'Location' },
);

export const LocationBody = Type.Object(
  {
    name: Name,
    phone: Type.Optional(Nullable(Phone)),
    description: Type.Optional(Nullable(Description)),
    zone_id: Id,
  },
  { $id: 'LocationBody', additionalProperties: false },
);

// ---------------------------------------------------------------- orders
export const Product = Type.Union(
  [
    Type.Literal('cylinder_10kg'),
    Type.Literal('cylinder_20kg'),
    Type.Literal('cylinder_30kg'),
    Type.Literal('cylinder_45kg'),
    Type.Literal('stationary_litre'),
  ],
  { $id: 'Product', description: 'Cylinders are sold per unit; stationary tanks per litre' },
);

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
  },
  { $id: 'Order' },
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
};

export const CreateOrderBody = Type.Object(orderFields, {
  $id: 'CreateOrderBody',
  additionalProperties: false,
  description:
    'The whole order. unit_price defaults to the price in force for the zone and product.',
});

export const UpdateOrderBody = Type.Object(
  { id: Type.Optional(Id), ...orderFields },
  {
    $id: 'UpdateOrderBody',
    additionalProperties: false,
    description: 'The whole order, with its id',
  },
);

export const ChangeOrderStatusBody = Type.Object(
  { status: OrderStatus, reason: Type.Optional(Nullable(Type.String({ maxLength: 500 }))) },
  { $id: 'ChangeOrderStatusBody', additionalProperties: false },
);

export const OrderListQuery = Type.Object({
  from: Type.Optional(DateOnly),
  to: Type.Optional(DateOnly),
  status: Type.Optional(OrderStatus),
  trashed: Type.Optional(
    Type.Union([Type.Literal('without'), Type.Literal('only'), Type.Literal('with')]),
  ),
  sort: Type.Optional(Type.String({ pattern: '^[a-z_]{1,40}$' })),
  order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
});

/** The Cancelados list, its exports and totals: the list's query plus the report's filters. */
export const FinishedOrderListQuery = Type.Object({
  ...OrderListQuery.properties,
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

// ---------------------------------------------------------------- reports (polls and answers)
export const PollQuestion = Type.Object(
  {
    id: Id,
    position: Type.Integer({ minimum: 1 }),
    text: Type.String(),
    kind: Type.Union([Type.Literal('rating'), Type.Literal('yes_no'), Type.Literal('text')]),
  },
  { $id: 'PollQuestion' },
);

export const PollSummary = Type.Object(
  {
    id: Id,
    title: Type.String(),
    description: Nullable(Type.String()),
    active: Type.Boolean(),
    version: Type.Integer({
      minimum: 1,
      description: '1 for a new poll; one more for each new version made by editing its questions',
    }),
    previous_poll_id: Nullable(Id),
    next_poll_id: Nullable(
      Type.Integer({ minimum: 1, description: 'The newer version of this poll, if any' }),
    ),
    questions: Type.Array(PollQuestion),
    answers_count: Type.Integer({ minimum: 0 }),
    average_score: Nullable(
      Type.Number({
        description: "Average of the answers' scores (1 to 5), two decimals; null without answers",
      }),
    ),
    created_at: Timestamp,
    deleted_at: Nullable(Timestamp),
  },
  { $id: 'PollSummary' },
);

export const PollQuestionBody = Type.Object(
  {
    text: Type.String({ minLength: 1, maxLength: 300, pattern: '\\S' }),
    kind: PollQuestion.properties.kind,
  },
  { $id: 'PollQuestionBody', additionalProperties: false },
);

export const PollBody = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 120, pattern: '\\S' }),
    description: Type.Optional(Nullable(Description)),
    active: Type.Optional(Type.Boolean({ description: 'Defaults to true on create' })),
    questions: Type.Array(PollQuestionBody, {
      minItems: 1,
      maxItems: 30,
      description: 'In the order they are asked (position 1, 2, …)',
    }),
  },
  { $id: 'PollBody', additionalProperties: false },
);

export const PollListQuery = Type.Object({
  from: Type.Optional(DateOnly),
  to: Type.Optional(DateOnly),
  trashed: Type.Optional(
    Type.Union([Type.Literal('without'), Type.Literal('only'), Type.Literal('with')]),
  ),
});

export const PollRangeQuery = Type.Object({
  from: Type.Optional(DateOnly),
  to: Type.Optional(DateOnly),
});

const Count = Type.Integer({ minimum: 0 });

export const PollQuestionDistribution = Type.Object(
  {
    question_id: Id,
    position: Type.Integer({ minimum: 1 }),
    text: Type.String(),
    kind: PollQuestion.properties.kind,
    answers: Type.Integer({
      minimum: 0,
      description: 'Answers with a value for this question (non-empty for text questions)',
    }),
    counts: Nullable(
      Type.Object(
        { 1: Count, 2: Count, 3: Count, 4: Count, 5: Count },
        { description: 'Rating questions: how many answers gave each value' },
      ),
    ),
    average: Nullable(
      Type.Number({ description: 'Rating questions: the average value, two decimals' }),
    ),
    yes: Nullable(Type.Integer({ minimum: 0, description: 'Yes/no questions' })),
    no: Nullable(Type.Integer({ minimum: 0, description: 'Yes/no questions' })),
  },
  { $id: 'PollQuestionDistribution' },
);

export const PollDistribution = Type.Object(
  {
    poll_id: Id,
    from: Nullable(DateOnly),
    to: Nullable(DateOnly),
    answers_count: Type.Integer({ minimum: 0 }),
    questions: Type.Array(PollQuestionDistribution),
  },
  { $id: 'PollDistribution' },
);

export const AnswerItem = Type.Object(
  { question_id: Id, question: Type.String(), value: Type.String() },
  { $id: 'AnswerItem' },
);

export const Answer = Type.Object(
  {
    id: Id,
    poll_id: Id,
    poll_title: Type.String(),
    customer_id: Nullable(Id),
    customer_name: Nullable(Type.String()),
    order_id: Nullable(Id),
    order_folio: Nullable(Type.String()),
    score: Nullable(Type.Integer({ minimum: 1, maximum: 5 })),
    comment: Nullable(Type.String()),
    items: Type.Array(AnswerItem),
    created_at: Timestamp,
  },
  { $id: 'Answer' },
);

export const AnswerListQuery = Type.Object({
  poll_id: Type.Optional(Id),
  from: Type.Optional(DateOnly),
  to: Type.Optional(DateOnly),
});

// ---------------------------------------------------------------- prices
const PRICE_MEANING =
  'MXN per unit sold: one cylinder for cylinder_10kg … cylinder_45kg, one litre for stationary_litre';

export const Price = Type.Object(
  {
    id: Id,
    zone_id: Id,
    zone_name: Nullable(Type.String()),
    product: Product,
    price: Type.Number({ ...Money, description: PRICE_MEANING }),
    effective_from: DateOnly,
    user_add: Nullable(Id),
    user_add_name: Nullable(
      Type.String({ description: 'The operator who set the price (name and last name)' }),
    ),
    created_at: Timestamp,
    updated_at: Timestamp,
    deleted_at: Nullable(Timestamp),
  },
  {
    $id: 'Price',
    description:
      'The unit price of a product in a zone from a day on: in force from effective_from until the day before the next live price of the same zone and product (on a day with several, the newest).',
  },
);

export const PriceBody = Type.Object(
  {
    zone_id: Id,
    product: Product,
    price: Type.Number({ ...Money, description: `${PRICE_MEANING}; at most two decimals` }),
    effective_from: DateOnly,
  },
  {
    $id: 'PriceBody',
    additionalProperties: false,
    description:
      'zone_id must be an active zone (422 errors.zone_id). One live price per zone, product and day (409 errors.effective_from). A price above the regulated maximum in force for the zone and product in the week of effective_from (the maximum per kg times the kilograms of the cylinder, or the maximum per litre) is refused with 422 errors.price. user_add is the signed-in operator.',
  },
);

export const PriceListQuery = Type.Object({
  zone_id: Type.Optional(Id),
  product: Type.Optional(Product),
  from: Type.Optional(
    Type.String({
      ...DateOnly,
      description: `effective_from on or after this day. ${DateOnly.description ?? ''}`,
    }),
  ),
  to: Type.Optional(
    Type.String({
      ...DateOnly,
      description: `effective_from on or before this day. ${DateOnly.description ?? ''}`,
    }),
  ),
  trashed: Type.Optional(
    Type.Union([Type.Literal('without'), Type.Literal('only'), Type.Literal('with')]),
  ),
  sort: Type.Optional(
    Type.String({
      pattern: '^[a-z_]{1,40}$',
      description:
        'id, zone_name, product, price, effective_from (default, newest first), user_add_name, created_at, updated_at or deleted_at',
    }),
  ),
  order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
});

export const CurrentPrice = Type.Object(
  {
    zone_id: Id,
    zone_name: Nullable(Type.String()),
    product: Product,
    day: DateOnly,
    price: Type.Number({ ...Money, description: PRICE_MEANING }),
    source: Type.Union([Type.Literal('price'), Type.Literal('last_order')], {
      description:
        'price: the price in force on the day; last_order: no price is in force, the unit price of the latest live order of the zone and product',
    }),
    price_id: Nullable(Id),
    effective_from: Nullable(DateOnly),
  },
  {
    $id: 'CurrentPrice',
    description:
      'The unit price an order of the zone and product takes today when none is given (the same rule as saving an order)',
  },
);

export const ProductKind = Type.Union(
  [Type.Literal('cylinder_kg'), Type.Literal('stationary_litre')],
  {
    $id: 'ProductKind',
    description:
      'What a regulated maximum applies to: cylinder_kg, MXN per kg of the cylinders (all sizes); stationary_litre, MXN per litre',
  },
);

const WeekStart = Type.String({
  ...DateOnly,
  description: 'The Sunday that starts the week (Sunday to Saturday), YYYY-MM-DD',
});

export const PriceMaximum = Type.Object(
  {
    id: Id,
    zone_id: Id,
    zone_name: Nullable(Type.String()),
    product_kind: ProductKind,
    week_start: WeekStart,
    week_end: Type.String({ ...DateOnly, description: 'The Saturday that ends the week' }),
    max: Type.Number({ ...Money, description: 'MXN per kg (cylinder_kg) or per litre' }),
    user_add: Nullable(Id),
    user_add_name: Nullable(Type.String()),
    created_at: Timestamp,
    updated_at: Timestamp,
    deleted_at: Nullable(Timestamp),
  },
  {
    $id: 'PriceMaximum',
    description: 'The regulated maximum price of a zone for a week, published by the regulator',
  },
);

export const PriceMaximumBody = Type.Object(
  {
    zone_id: Id,
    product_kind: ProductKind,
    week_start: WeekStart,
    max: Type.Number({
      exclusiveMinimum: 0,
      maximum: 10000000,
      description: 'MXN per kg (cylinder_kg) or per litre, at most two decimals',
    }),
  },
  { $id: 'PriceMaximumBody', additionalProperties: false },
);

export const PriceMaximumListQuery = Type.Object({
  zone_id: Type.Optional(Id),
  // a copy without $id: a query parameter drops its description, the component must keep it
  product_kind: Type.Optional(
    Type.Union([Type.Literal('cylinder_kg'), Type.Literal('stationary_litre')]),
  ),
  from: Type.Optional(
    Type.String({
      ...DateOnly,
      description: `Weeks that end on or after this day. ${DateOnly.description ?? ''}`,
    }),
  ),
  to: Type.Optional(
    Type.String({
      ...DateOnly,
      description: `Weeks that start on or before this day. ${DateOnly.description ?? ''}`,
    }),
  ),
  trashed: Type.Optional(
    Type.Union([Type.Literal('without'), Type.Literal('only'), Type.Literal('with')]),
  ),
  sort: Type.Optional(
    Type.String({
      pattern: '^[a-z_]{1,40}$',
      description:
        'id, zone_name, product_kind, week_start (default, newest first), max, created_at, updated_at or deleted_at',
    }),
  ),
  order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
});

/** Optional filters of the average and the price-over-time calls. */
export const PriceRangeQuery = Type.Object({
  zone_id: Type.Optional(Id),
  product: Type.Optional(Product),
});

export const AveragePrice = Type.Object(
  {
    zone_id: Id,
    zone_name: Nullable(Type.String()),
    product: Product,
    average_price: Type.Number({
      ...Money,
      description:
        'Average of the prices in force over the covered days of the range, each weighted by its days, rounded to the cent',
    }),
    days_covered: Type.Integer({
      minimum: 1,
      description:
        'Days of the range with a price in force (days before the first price do not count)',
    }),
    min_price: Money,
    max_price: Money,
    price_at_end: Type.Number({
      ...Money,
      description: 'The price in force on the last day of the range',
    }),
    orders_count: Type.Integer({
      minimum: 0,
      description:
        'Completed orders of the zone and product completed in the range (deleted ones left out)',
    }),
    orders_average_price: Nullable(
      Type.Number({
        ...Money,
        description:
          'Average unit price of those orders (each order counts once), rounded to the cent; null without orders',
      }),
    ),
  },
  {
    $id: 'AveragePrice',
    description:
      'The price of a zone and product over a range of days, from the live price records (a deleted price does not count)',
  },
);

export const PriceHistory = Type.Object(
  {
    from: DateOnly,
    to: DateOnly,
    series: Type.Array(
      Type.Object({
        zone_id: Id,
        zone_name: Nullable(Type.String()),
        product: Product,
        steps: Type.Array(
          Type.Object({
            from: DateOnly,
            to: DateOnly,
            price: Money,
            price_id: Id,
          }),
          {
            description:
              'The prices in force, oldest first, cut to the range; consecutive and without gaps',
          },
        ),
        maximums: Type.Array(
          Type.Object({
            week_start: DateOnly,
            week_end: DateOnly,
            max: Type.Number({ ...Money, description: 'MXN per kg or per litre, as published' }),
            max_unit_price: Type.Number({
              ...Money,
              description:
                'The highest unit price it allows for this product (max times the kilograms of a cylinder)',
            }),
          }),
          {
            description:
              'The weekly regulated maximums of the zone for this product that overlap the range',
          },
        ),
      }),
    ),
  },
  {
    $id: 'PriceHistory',
    description:
      'Price over time per zone and product (only those with a price in force in the range), for the chart',
  },
);
// ---------------------------------------------------------------- system
export const Health = Type.Object(
  {
    status: Type.Literal('ok'),
    database: Type.Optional(
      Type.Union([Type.Literal('sqlite'), Type.Literal('postgres')], {
        description: 'Only with a staff token',
      }),
    ),
    version: Type.Optional(Type.String({ description: 'Only with a staff token' })),
  },
  {
    $id: 'Health',
    description:
      'Without a token (or with a customer token) only { "status": "ok" }; a staff token also gets the database dialect and the version.',
  },
);
