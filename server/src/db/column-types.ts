// The column value types the tables share (tables.ts exports them too).

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
