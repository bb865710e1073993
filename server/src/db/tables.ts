import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** ISO-8601 UTC text (`2026-11-22T08:00:00.000Z`): compares lexicographically, identical on both engines. */
export type IsoTimestamp = string;
/** Integer 0/1 on both engines. */
export type IntBoolean = number;

export type UserTypeValue = 'usuario' | 'empleado' | 'administrador';
export type ProductValue =
  'cylinder_10kg' | 'cylinder_20kg' | 'cylinder_30kg' | 'cylinder_45kg' | 'stationary_litre';
export type PaymentMethodValue = 'cash' | 'card' | 'wallet';
export type OrderStatusValue = 'new' | 'in_process' | 'completed' | 'cancelled';
export type MovementTypeValue = 'credit' | 'debit';
export type QuestionKindValue = 'rating' | 'yes_no' | 'text';

export interface UsersTable {
  id: Generated<number>;
  number: string | null;
  username: string | null;
  name: string;
  last_name: string;
  email: string;
  password_hash: string;
  phone: string | null;
  address: string | null;
  type_user: UserTypeValue;
  zone_id: number | null;
  tokens_valid_after: IsoTimestamp | null;
  search_text: string;
  created_at: IsoTimestamp;
  updated_at: IsoTimestamp;
  deleted_at: IsoTimestamp | null;
}

export interface ProfilePicturesTable {
  user_id: number;
  mime: string;
  data: Buffer;
  updated_at: IsoTimestamp;
}

export interface ZonesTable {
  id: Generated<number>;
  name: string;
  phone: string | null;
  description: string | null;
  search_text: string;
  created_at: IsoTimestamp;
  updated_at: IsoTimestamp;
  deleted_at: IsoTimestamp | null;
}

export interface LocationsTable extends ZonesTable {
  zone_id: number;
}

export interface WalletsTable {
  id: Generated<number>;
  user_id: number;
  balance_cents: number;
  user_add: number | null;
  created_at: IsoTimestamp;
  updated_at: IsoTimestamp;
}

export interface HistoricalsTable {
  id: Generated<number>;
  user_id: number;
  wallet_id: number;
  type_movement: MovementTypeValue;
  amount_cents: number;
  balance_after_cents: number;
  message: string;
  user_add: number | null;
  order_id: number | null;
  created_at: IsoTimestamp;
}

export interface OrdersTable {
  id: Generated<number>;
  folio: string;
  customer_id: number | null;
  customer_name: string;
  customer_phone: string;
  address: string;
  zone_id: number;
  location_id: number | null;
  employee_id: number | null;
  product: ProductValue;
  quantity: number;
  unit_price_cents: number;
  total_cents: number;
  payment_method: PaymentMethodValue;
  status: OrderStatusValue;
  cancellation_reason: string | null;
  notes: string | null;
  created_by: number | null;
  search_text: string;
  created_at: IsoTimestamp;
  updated_at: IsoTimestamp;
  in_process_at: IsoTimestamp | null;
  completed_at: IsoTimestamp | null;
  cancelled_at: IsoTimestamp | null;
  deleted_at: IsoTimestamp | null;
  /** The calendar day `YYYY-MM-DD` it is to be delivered on (business time zone). */
  delivery_date: string;
  /** The delivery window, `HH:MM` to `HH:MM`: both or neither. */
  delivery_window_start: string | null;
  delivery_window_end: string | null;
  /** Edits of the row: one more on every update (a trigger; the dispatch board's version). */
  revision: Generated<number>;
}

export interface OrderStatusChangesTable {
  id: Generated<number>;
  order_id: number;
  from_status: OrderStatusValue | null;
  to_status: OrderStatusValue;
  reason: string | null;
  user_id: number | null;
  created_at: IsoTimestamp;
}

/**
 * Orders per status, live (deleted 0) and deleted (1); kept by triggers on orders, split into
 * stripes (PostgreSQL: a connection writes stripe `pg_backend_pid() % 32`; SQLite: stripe 0), so a
 * pair's count is the sum of its stripes (a stripe alone may be negative).
 */
export interface OrderStatusCountsTable {
  status: OrderStatusValue;
  deleted: IntBoolean;
  stripe: Generated<number>;
  orders_count: number;
}

/**
 * Live finished orders summed per (status, UTC day of created_at, zone, product); kept by triggers
 * on orders (the finished orders report's totals).
 */
export interface FinishedOrderDaysTable {
  status: OrderStatusValue;
  /** `YYYY-MM-DD`: the first ten characters of created_at (the UTC day). */
  day: string;
  zone_id: number;
  product: ProductValue;
  orders_count: number;
  quantity: number;
  total_cents: number;
}

/**
 * Live completed orders summed per (period of completed_at, zone, product); kept by triggers on
 * orders (the price average's orders). See db/completed-order-periods.ts.
 */
export interface CompletedOrderPricesTable {
  /** `YYYY-MM-DDT00` or `YYYY-MM-DDT06`: the half UTC day completed_at falls in. */
  period: string;
  zone_id: number;
  product: ProductValue;
  orders_count: number;
  /** The sum of the orders' unit_price_cents. */
  unit_price_cents_sum: number;
}

/** The same per (UTC month of completed_at, zone, product): long ranges of the price average. */
export interface CompletedOrderMonthsTable {
  /** `YYYY-MM`: the first seven characters of completed_at. */
  month: string;
  zone_id: number;
  product: ProductValue;
  orders_count: number;
  unit_price_cents_sum: number;
}

export interface PricesTable {
  id: Generated<number>;
  zone_id: number;
  product: ProductValue;
  price_cents: number;
  /** Calendar day YYYY-MM-DD. */
  effective_from: string;
  user_add: number | null;
  created_at: IsoTimestamp;
  updated_at: IsoTimestamp;
  deleted_at: IsoTimestamp | null;
}

/** The regulated maximum of a zone for a week (Sunday to Saturday); cents per kg or per litre. */
export interface PriceMaximumsTable {
  id: Generated<number>;
  zone_id: number;
  product_kind: 'cylinder_kg' | 'stationary_litre';
  /** The Sunday that starts the week, YYYY-MM-DD. */
  week_start: string;
  max_cents: number;
  user_add: number | null;
  created_at: IsoTimestamp;
  updated_at: IsoTimestamp;
  deleted_at: IsoTimestamp | null;
}

export interface PollsTable {
  id: Generated<number>;
  title: string;
  description: string | null;
  active: IntBoolean;
  created_at: IsoTimestamp;
  deleted_at: IsoTimestamp | null;
  /** The poll this one is the next version of (its questions were edited after it had answers). */
  previous_poll_id: number | null;
  /** 1 for a new poll, one more than its previous poll's for a new version. */
  version: Generated<number>;
}

export interface PollQuestionsTable {
  id: Generated<number>;
  poll_id: number;
  position: number;
  text: string;
  kind: QuestionKindValue;
}

export interface AnswersTable {
  id: Generated<number>;
  poll_id: number;
  customer_id: number | null;
  order_id: number | null;
  score: number | null;
  comment: string | null;
  search_text: string;
  created_at: IsoTimestamp;
}

export interface AnswerItemsTable {
  id: Generated<number>;
  answer_id: number;
  question_id: number;
  value: string;
}

export interface AppSettingsTable {
  key: string;
  value: string;
}

export interface RateLimitsTable {
  key: string;
  count: number;
  reset_at: IsoTimestamp;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  expires_at: IsoTimestamp;
  used_at: IsoTimestamp | null;
  created_at: IsoTimestamp;
  /** Wrong codes tried while this one was live; the code is voided at the limit. */
  failed_attempts: Generated<number>;
}

export interface SessionsTable {
  /** The sid claim of every token of the session. */
  id: string;
  user_id: number;
  /** The jti of the one current token. */
  current_jti: string;
  /** The token the last rotation replaced, accepted until previous_valid_until (grace). */
  previous_jti: string | null;
  previous_valid_until: IsoTimestamp | null;
  created_at: IsoTimestamp;
  /** Absolute end: SESSION_MAX_AGE after the sign-in; no token of it outlives it. */
  expires_at: IsoTimestamp;
  ended_at: IsoTimestamp | null;
}

export type PushTargetKindValue = 'fid' | 'token';

/** A browser registered for push messages; it lives as long as the session that registered it. */
export interface PushDevicesTable {
  /** The FCM push id: a Firebase installation id (kind fid) or a registration token (kind token). */
  token: string;
  kind: PushTargetKindValue;
  user_id: number;
  session_id: string;
  /** Language of the notifications sent to it. */
  language: 'es' | 'en';
  created_at: IsoTimestamp;
  updated_at: IsoTimestamp;
}

/**
 * One entry of the audit trail; append-only (triggers refuse UPDATE and DELETE). The actor is a
 * snapshot; before/after are JSON text without secrets.
 */
export interface AuditEventsTable {
  id: Generated<number>;
  occurred_at: IsoTimestamp;
  actor_id: number | null;
  actor_name: string | null;
  actor_email: string | null;
  actor_role: string | null;
  ip: string | null;
  user_agent: string | null;
  action: string;
  entity_type: string;
  entity_id: string | null;
  before_state: string | null;
  after_state: string | null;
  search_text: string;
}

/**
 * How many refused calls (401, 403, 429) one audit entry stands for: one row per actor, call,
 * status and minute, its count bumped by an upsert (audit_events rows are never updated).
 */
export interface AuditRefusalsTable {
  actor_key: string;
  call: string;
  status: number;
  minute: string;
  count: number;
  event_id: number | null;
}

/** An export being produced (see the create_export_runs migration). */
export interface ExportRunsTable {
  /** A random UUID: what the client polls the export's progress by. */
  id: string;
  user_id: number;
  /** Which list is exported (`users`, `orders`, …). */
  list: string;
  format: 'xlsx' | 'pdf';
  /** Rows the export holds, once counted. */
  rows_total: number | null;
  /** Rows written so far (renewed with the lease). */
  rows_done: Generated<number>;
  started_at: IsoTimestamp;
  /** The row stops counting after this time unless its process renews it. */
  lease_until: IsoTimestamp;
}

export interface Database {
  users: UsersTable;
  profile_pictures: ProfilePicturesTable;
  zones: ZonesTable;
  locations: LocationsTable;
  wallets: WalletsTable;
  historicals: HistoricalsTable;
  orders: OrdersTable;
  order_status_changes: OrderStatusChangesTable;
  order_status_counts: OrderStatusCountsTable;
  finished_order_days: FinishedOrderDaysTable;
  completed_order_prices: CompletedOrderPricesTable;
  completed_order_months: CompletedOrderMonthsTable;
  prices: PricesTable;
  price_maximums: PriceMaximumsTable;
  polls: PollsTable;
  poll_questions: PollQuestionsTable;
  answers: AnswersTable;
  answer_items: AnswerItemsTable;
  app_settings: AppSettingsTable;
  rate_limits: RateLimitsTable;
  password_resets: PasswordResetsTable;
  sessions: SessionsTable;
  push_devices: PushDevicesTable;
  audit_events: AuditEventsTable;
  export_runs: ExportRunsTable;
  audit_refusals: AuditRefusalsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type ZoneRow = Selectable<ZonesTable>;
export type WalletRow = Selectable<WalletsTable>;
