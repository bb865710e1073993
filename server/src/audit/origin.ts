import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../db/tables';
import { roleOf, type Role } from '../domain/roles';

// Who made a call and from where, as the audit trail keeps it: a snapshot of the signed-in user
// (null when anonymous), the client address as Fastify computes it (X-Forwarded-For believed only
// from the TRUST_PROXY hops) and the User-Agent, truncated.

export interface AuditActor {
  id: number;
  /** Full name at the time of the call. */
  name: string;
  email: string;
  role: Role;
}

export interface AuditOrigin {
  actor: AuditActor | null;
  ip: string | null;
  userAgent: string | null;
}

/** Longest User-Agent kept. */
export const USER_AGENT_MAX_LENGTH = 255;

type ActorUser = Pick<UserRow, 'id' | 'name' | 'last_name' | 'email' | 'type_user'>;

export const auditActorOf = (user: ActorUser, role: Role = roleOf(user.type_user)): AuditActor => ({
  id: user.id,
  name: `${user.name} ${user.last_name}`.trim(),
  email: user.email,
  role,
});

/** The origin of a request: its signed-in user (once authenticated), address and User-Agent. */
export function auditOriginOf(request: FastifyRequest): AuditOrigin {
  const agent = request.headers['user-agent'];
  return {
    actor: request.auth === null ? null : auditActorOf(request.auth.user, request.auth.role),
    ip: request.ip === '' ? null : request.ip,
    userAgent:
      typeof agent === 'string' && agent !== '' ? agent.slice(0, USER_AGENT_MAX_LENGTH) : null,
  };
}

/** The same call, now known to be made by `user` (a sign-in, a registration, a reset by code). */
export const asUser = (origin: AuditOrigin, user: ActorUser): AuditOrigin => ({
  ...origin,
  actor: auditActorOf(user),
});
