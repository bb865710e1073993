import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../app-context';
import { isoAt } from '../lib/clock';
import { auditOriginOf } from './origin';
import { recordAudit, type AuditActionName } from './record';

// Refused calls reach the audit trail: 401 (no valid session), 403 (not allowed) and 429 (too
// many). Aggregated so that a flood does not flood the trail: one entry per actor (the user, or
// the client address when anonymous), call (method and route pattern), status and minute, written
// by the first refusal of that minute; the refusals it stands for are counted in audit_refusals
// (one atomic upsert each, on SQLite and across processes on PostgreSQL), and the list reads the
// count beside the entry. Entries stay append-only.

const ACTIONS: Partial<Record<number, AuditActionName>> = {
  401: 'unauthorized',
  403: 'forbidden',
  429: 'rate_limited',
};

/**
 * A failed sign-in answers 401 and has an entry of its own (login_failed, with what was tried):
 * no second one for the same answer.
 */
const RECORDED_ELSEWHERE = new Set(['401 POST /api/auth/login', '401 POST /auth/login']);

/** `GET /api/users/:id`: the call as its route declares it, never the ids it was sent. */
const callOf = (request: FastifyRequest): string =>
  `${request.method} ${request.routeOptions.url ?? '(no route)'}`;

export async function recordRefusal(
  context: AppContext,
  request: FastifyRequest,
  status: number,
): Promise<void> {
  const action = ACTIONS[status];
  const call = callOf(request);
  if (action === undefined || RECORDED_ELSEWHERE.has(`${String(status)} ${call}`)) return;
  const origin = auditOriginOf(request);
  const { actor } = origin;
  const at = isoAt(context.clock());
  const key = {
    actor_key: actor === null ? `address:${origin.ip ?? ''}` : `user:${String(actor.id)}`,
    call,
    status,
    minute: at.slice(0, 16),
  };
  await context.db.transaction().execute(async (trx) => {
    const counted = await trx
      .insertInto('audit_refusals')
      .values({ ...key, count: 1, event_id: null })
      .onConflict((conflict) =>
        conflict
          .columns(['actor_key', 'call', 'status', 'minute'])
          .doUpdateSet({ count: sql<number>`audit_refusals.count + 1` }),
      )
      .returning('count')
      .executeTakeFirstOrThrow();
    if (counted.count !== 1) return;
    const eventId = await recordAudit(trx, origin, {
      action,
      entity: 'api_call',
      entityId: call,
      after: { method: request.method, route: request.routeOptions.url ?? null, status },
      at,
    });
    await trx
      .updateTable('audit_refusals')
      .set({ event_id: eventId })
      .where('actor_key', '=', key.actor_key)
      .where('call', '=', key.call)
      .where('status', '=', key.status)
      .where('minute', '=', key.minute)
      .execute();
  });
}

/**
 * Every 401, 403 and 429 answer is recorded before it is sent. Recording never changes the
 * answer: a failure to write is logged and the refusal goes out as it was.
 */
export function installRefusalAudit(app: FastifyInstance, context: AppContext): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const status = reply.statusCode;
    if (status !== 401 && status !== 403 && status !== 429) return payload;
    try {
      await recordRefusal(context, request, status);
    } catch (error) {
      request.log.error({ err: error }, 'the refusal could not be recorded in the audit trail');
    }
    return payload;
  });
}
