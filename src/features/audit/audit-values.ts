import type { AuditAction, AuditEntity } from '@/api/audit';
import { auditEntityLabels } from '@/api/generated/labels';
import { labelLanguageOf } from '@/lib/i18n/languages';

// Every value the contract knows, each once: a Record over the union makes the compiler refuse a
// value missing here or one the contract does not have.
const ACTIONS: Record<AuditAction, true> = {
  create: true,
  update: true,
  delete: true,
  restore: true,
  status_change: true,
  wallet_movement: true,
  login: true,
  login_failed: true,
  logout: true,
  password_change: true,
  password_reset_request: true,
  password_reset: true,
  password_reset_failed: true,
  reauth_failed: true,
  unauthorized: true,
  forbidden: true,
  rate_limited: true,
  export: true,
};

/**
 * The contract names each entity in Spanish and English (its `x-labels`, generated into
 * src/api/generated/labels.ts from the server's registry): a new resource's records are offered
 * and named here with no edit.
 */
const ENTITIES: Readonly<Record<AuditEntity, { es: string; en: string }>> = auditEntityLabels;

/** What can happen, in the order the action filter offers them. */
export const AUDIT_ACTIONS = Object.keys(ACTIONS) as readonly AuditAction[];

/** What it can happen to, in the order the entity filter offers them. */
export const AUDIT_ENTITIES = Object.keys(ENTITIES) as readonly AuditEntity[];

export function isAuditAction(value: unknown): value is AuditAction {
  return typeof value === 'string' && Object.hasOwn(ACTIONS, value);
}

export function isAuditEntity(value: unknown): value is AuditEntity {
  return typeof value === 'string' && Object.hasOwn(ENTITIES, value);
}

/** An entity's name in a UI language; a value this build does not know is shown as it is. */
export function auditEntityName(entity: string, language: string): string {
  return isAuditEntity(entity) ? ENTITIES[entity][labelLanguageOf(language)] : entity;
}
