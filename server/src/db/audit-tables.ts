import type { Generated } from 'kysely';
import type { IsoTimestamp } from './column-types';

// The audit trail and the exports in progress (tables.ts lists them in the Database).

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
