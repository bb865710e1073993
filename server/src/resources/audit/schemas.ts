import { Type, type Static } from '@sinclair/typebox';
import { AuditAction } from '../../audit/actions';
import { auditEntityNames, type AuditEntityLabels } from '../../audit/entities';
import { Id, Nullable, Paginated, Timestamp } from '../../http/schemas';

const AuditState = Nullable(
  Type.Record(Type.String(), Type.Unknown(), {
    description:
      'The record as stored, without secrets (no password, hash, token or reset code); null where there is none (before a create or a sign-in, after the removal of a push device). An anonymous call keeps what it tried as `identifier` (an e-mail, or # and an employee number), never a password or code',
  }),
);

/**
 * The trail's schemas for the entities the registry's resources record (see resources/index.ts):
 * AuditEntity names them; an entry and a page of entries carry it.
 */
export function auditSchemas(labels: AuditEntityLabels) {
  const AuditEntity = Type.Union(
    // each value with its name in Spanish and English (`x-labels`): the SPA's codegen reads them
    // (src/api/generated/labels.ts), so a new resource's entity needs no list on the audit screen
    auditEntityNames(labels).map((name) => Type.Literal(name, { 'x-labels': labels[name] })),
    {
      $id: 'AuditEntity',
      description:
        "What it happened to. A wallet movement is recorded on its wallet; a profile picture under the id of its user; a push device under a fingerprint of its id, never the id itself; a refused call (api_call) under its method and route pattern (`GET /api/users/:id`); an export (export) under what it exported: a list (`users`, `orders`, `orders_finished`, `users_starclients`, `answers_polls`, `audit`, …) with its format, filter in words, call, rows written and rows matching, and outcome (completed, cancelled, failed), or a printed sheet of one record (`orders_ticket`, `delivery-routes_sheet`) with its format (pdf), the record's id (record_id), call and outcome",
    },
  );

  const AuditEvent = Type.Object(
    {
      id: Id,
      occurred_at: Timestamp,
      actor_id: Nullable(Type.Integer({ description: 'The signed-in user; null when anonymous' })),
      actor_name: Nullable(Type.String({ description: 'Full name of the actor at the time' })),
      actor_email: Nullable(Type.String({ description: 'E-mail of the actor at the time' })),
      actor_role: Nullable(
        Type.Union([Type.Literal('admin'), Type.Literal('employee'), Type.Literal('customer')]),
      ),
      ip: Nullable(
        Type.String({ description: 'Client address (X-Forwarded-For per TRUST_PROXY)' }),
      ),
      user_agent: Nullable(
        Type.String({ description: 'User-Agent of the call, at most 255 chars' }),
      ),
      action: AuditAction,
      entity_type: AuditEntity,
      entity_id: Nullable(Type.String({ description: 'Id of the record, as text' })),
      before: AuditState,
      after: AuditState,
      count: Type.Integer({
        minimum: 1,
        description:
          'How many calls the entry stands for: 1, but for refused calls (401, 403, 429), aggregated into one entry per actor (the user, or the address when anonymous), call, status and minute',
      }),
    },
    { $id: 'AuditEvent' },
  );

  return { AuditEntity, AuditEvent, AuditEventPage: Paginated(AuditEvent, 'AuditEventPage') };
}

export type AuditSchemas = ReturnType<typeof auditSchemas>;
export type AuditEventView = Static<AuditSchemas['AuditEvent']>;
