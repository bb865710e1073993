import type { AuditEvent } from '@/api/audit';

/** Who made an entry, as people read it. */
export type AuditActor =
  | {
      kind: 'user';
      id: number;
      /** The full name at the time (the e-mail, or `#id`, when the trail has none). */
      name: string;
      email: string | null;
      role: AuditEvent['actor_role'];
    }
  /** A call without a session (a failed sign-in, a reset request): what it tried, if anything. */
  | { kind: 'anonymous'; tried: string | null }
  /** No request at all (a script, the first start): no user, no address, no browser. */
  | { kind: 'system' };

type ActorFields = Pick<
  AuditEvent,
  | 'actor_id'
  | 'actor_name'
  | 'actor_email'
  | 'actor_role'
  | 'ip'
  | 'user_agent'
  | 'before'
  | 'after'
>;

/** The `identifier` an anonymous call kept in its record (an e-mail, or # and a number). */
function triedOf(state: object | null): string | null {
  if (state === null || !('identifier' in state)) return null;
  const { identifier } = state;
  return typeof identifier === 'string' && identifier.trim() !== '' ? identifier : null;
}

/** The actor of an entry: a user (as they were then), anonymous, or the system. */
export function auditActorOf(event: ActorFields): AuditActor {
  if (event.actor_id !== null) {
    const fullName = event.actor_name?.trim() ?? '';
    const name = fullName !== '' ? fullName : (event.actor_email ?? `#${String(event.actor_id)}`);
    return {
      kind: 'user',
      id: event.actor_id,
      name,
      email: event.actor_email,
      role: event.actor_role,
    };
  }
  if (event.ip === null && event.user_agent === null) return { kind: 'system' };
  return { kind: 'anonymous', tried: triedOf(event.after) ?? triedOf(event.before) };
}
