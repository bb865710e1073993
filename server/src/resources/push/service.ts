import { createHash } from 'node:crypto';
import type { AppContext } from '../../app-context';
import type { AuditOrigin } from '../../audit/origin';
import { recordAudit } from '../../audit/record';
import { DomainError } from '../../domain/errors';
import {
  deletePushDevice,
  deleteUserPushDevice,
  findPushDevice,
  surplusSessionPushDevices,
  upsertPushDevice,
  type PushDeviceRow,
} from '../../push/devices';

// The signed-in user's browsers for push messages, on the audit trail. A push id lets whoever
// holds it be sent messages, so the trail never keeps it: an entry names the device by a
// fingerprint of it (the same for its registration and its removal), and its record leaves the
// id out (audit/state.ts). Refreshing a registration that changes nothing but its time is no entry.

/** The first 16 hex digits of the SHA-256 of a push id. */
export const pushDeviceFingerprint = (token: string): string =>
  createHash('sha256').update(token).digest('hex').slice(0, 16);

const sameDevice = (before: PushDeviceRow, after: PushDeviceRow): boolean =>
  before.user_id === after.user_id &&
  before.session_id === after.session_id &&
  before.kind === after.kind &&
  before.language === after.language;

/** Push ids one session (one sign-in, one browser) keeps; a newer one replaces the oldest. */
export const DEVICES_PER_SESSION = 5;

/**
 * Registers the calling session's push id. An id bound to another user's live session is not
 * moved: 409, and the owner keeps it. A registration that writes (a new id, or one moving from
 * another session) counts against the user's pushDevices rate limit (429 beyond, in the database
 * so that it holds across processes); refreshing an unchanged one does not. A session keeps its
 * DEVICES_PER_SESSION latest ids: registering one more forgets the oldest.
 */
export async function registerPushDevice(
  context: AppContext,
  origin: AuditOrigin,
  device: Omit<PushDeviceRow, 'created_at' | 'updated_at'>,
  now: string,
): Promise<PushDeviceRow> {
  const known = await findPushDevice(context.db, device.token);
  const moves =
    known === undefined ||
    known.user_id !== device.user_id ||
    known.session_id !== device.session_id;
  if (moves)
    await context.rateLimiter.consume(
      `pushDevices:user:${String(device.user_id)}`,
      context.config.rateLimits.pushDevices,
    );
  return context.db.transaction().execute(async (trx) => {
    const before = await findPushDevice(trx, device.token);
    const after = await upsertPushDevice(trx, device, now);
    if (after.user_id !== device.user_id)
      // the id stays with its owner; the answer names no one
      throw new DomainError(409, 'conflict', { token: ['duplicateValue'] });
    if (before === undefined || !sameDevice(before, after))
      await recordAudit(trx, origin, {
        action: before === undefined ? 'create' : 'update',
        entity: 'push_device',
        entityId: pushDeviceFingerprint(device.token),
        before,
        after,
        at: now,
      });
    if (before?.session_id !== after.session_id)
      for (const surplus of await surplusSessionPushDevices(
        trx,
        device.session_id,
        DEVICES_PER_SESSION,
        device.token,
      )) {
        await deletePushDevice(trx, surplus.token);
        await recordAudit(trx, origin, {
          action: 'delete',
          entity: 'push_device',
          entityId: pushDeviceFingerprint(surplus.token),
          before: surplus,
          after: null,
          at: now,
        });
      }
    return after;
  });
}

/** Forgets one of the user's push ids; false when the user has no such id. */
export async function unregisterPushDevice(
  context: AppContext,
  origin: AuditOrigin,
  userId: number,
  token: string,
  now: string,
): Promise<boolean> {
  return context.db.transaction().execute(async (trx) => {
    const before = await findPushDevice(trx, token);
    if (before === undefined || !(await deleteUserPushDevice(trx, userId, token))) return false;
    await recordAudit(trx, origin, {
      action: 'delete',
      entity: 'push_device',
      entityId: pushDeviceFingerprint(token),
      before,
      after: null,
      at: now,
    });
    return true;
  });
}
