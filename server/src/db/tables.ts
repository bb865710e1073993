import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { AuditEventsTable, AuditRefusalsTable, ExportRunsTable } from './audit-tables';
import type {
  IsoTimestamp,
  IntBoolean,
  UserTypeValue,
  ProductValue,
  PaymentMethodValue,
  OrderStatusValue,
  MovementTypeValue,
  QuestionKindValue,
} from './column-types';
import type {
  OrderStatusCountsTable,
  FinishedOrderDaysTable,
  CompletedOrderPricesTable,
  CompletedOrderMonthsTable,
} from './rollup-tables';

// The row types of every table Kysely reads and writes; the value types, the order roll-ups and
// the audit and export tables live beside it and are exported from here too.
export type * from './audit-tables';
export type * from './column-types';
export type * from './rollup-tables';

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
