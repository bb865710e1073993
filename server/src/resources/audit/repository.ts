import {
  expressionBuilder,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type Selectable,
  type SqlBool,
} from 'kysely';
import type { AuditActionName } from '../../audit/actions';
import type { AuditEntityName } from '../../audit/entities';
import type { AuditEventView } from './schemas';
import type { Role } from '../../domain/roles';
import type { AuditEventsTable, Database } from '../../db/tables';
import { parseAuditState } from '../../audit/state';
import { KEYSET_BATCH_SIZE, keysetBatches } from '../../kit/keyset';
import {
  offsetOf,
  pageOf,
  searchTextMatches,
  type Page,
  type PageRequest,
} from '../../kit/pagination';

// The audit trail's table. Append-only: this module inserts and reads, and has no update or
// delete (the database refuses both anyway, see the migration).

export type { AuditEventView };

export interface AuditFilter {
  search?: string | undefined;
  userId?: number | undefined;
  entity?: AuditEntityName | undefined;
  entityId?: string | undefined;
  action?: AuditActionName | undefined;
  /** ISO bounds [start, end) of occurred_at. */
  range?: { start: string; end: string } | null | undefined;
}

function filterCondition(filter: AuditFilter): Expression<SqlBool> {
  const eb = expressionBuilder<Database, 'audit_events'>();
  const conditions: Expression<SqlBool>[] = [];
  if (filter.userId !== undefined) conditions.push(eb('actor_id', '=', filter.userId));
  if (filter.entity !== undefined) conditions.push(eb('entity_type', '=', filter.entity));
  if (filter.entityId !== undefined) conditions.push(eb('entity_id', '=', filter.entityId));
  if (filter.action !== undefined) conditions.push(eb('action', '=', filter.action));
  if (filter.range) {
    conditions.push(eb('occurred_at', '>=', filter.range.start));
    conditions.push(eb('occurred_at', '<', filter.range.end));
  }
  if (filter.search !== undefined)
    conditions.push(searchTextMatches('audit_events.search_text', filter.search));
  return eb.and(conditions);
}

const COLUMNS = [
  'id',
  'occurred_at',
  'actor_id',
  'actor_name',
  'actor_email',
  'actor_role',
  'ip',
  'user_agent',
  'action',
  'entity_type',
  'entity_id',
  'before_state',
  'after_state',
] as const;

/**
 * The entry's columns and the count of refused calls it stands for (audit_refusals, kept beside
 * the append-only entry); every other entry stands for one call.
 */
const entryColumns = (eb: ExpressionBuilder<Database, 'audit_events'>) => [
  ...COLUMNS,
  eb
    .selectFrom('audit_refusals')
    .select('audit_refusals.count')
    .whereRef('audit_refusals.event_id', '=', 'audit_events.id')
    .limit(1)
    .as('refusals'),
];

type StoredEvent = Pick<Selectable<AuditEventsTable>, (typeof COLUMNS)[number]> & {
  refusals: number | string | null;
};

const toView = ({ before_state, after_state, refusals, ...row }: StoredEvent): AuditEventView => ({
  ...row,
  count: refusals === null ? 1 : Number(refusals),
  actor_role: row.actor_role as Role | null,
  action: row.action as AuditEventView['action'],
  entity_type: row.entity_type as AuditEventView['entity_type'],
  before: parseAuditState(before_state),
  after: parseAuditState(after_state),
});

/** A page of the trail, newest first (by id: the order the entries were written in). */
export async function listAuditPage(
  db: Kysely<Database>,
  filter: AuditFilter,
  request: PageRequest,
): Promise<Page<AuditEventView>> {
  const where = filterCondition(filter);
  const [rows, count] = await Promise.all([
    db
      .selectFrom('audit_events')
      .select(entryColumns)
      .where(where)
      .orderBy('id', 'desc')
      .limit(request.size)
      .offset(offsetOf(request))
      .execute(),
    db
      .selectFrom('audit_events')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where(where)
      .executeTakeFirstOrThrow(),
  ]);
  return pageOf(rows.map(toView), count.total, request);
}

/** Every entry matching the filter, newest first as the list, read by keyset in batches. */
export function auditExportBatches(
  db: Kysely<Database>,
  filter: AuditFilter,
  batchSize: number = KEYSET_BATCH_SIZE,
): AsyncGenerator<AuditEventView[], void, undefined> {
  const where = filterCondition(filter);
  return keysetBatches<AuditEventView, number>(
    async (before, limit) => {
      const query = db.selectFrom('audit_events').select(entryColumns).where(where);
      const rows = await (before === null ? query : query.where('id', '<', before))
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map(toView);
    },
    (row) => row.id,
    batchSize,
  );
}
