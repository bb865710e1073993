import { createHash } from 'node:crypto';
import type { AppContext } from '../app-context';
import type { AuditOrigin } from '../audit/origin';
import { recordAudit } from '../audit/record';
import {
  deleteUserPushDevice,
  findPushDevice,
  upsertPushDevice,
  type PushDeviceRow,
} from '../repositories/push-devices';

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

export async function registerPushDevice(
  context: AppContext,
  origin: AuditOrigin,
  device: Omit<PushDeviceRow, 'created_at' | 'updated_at'>,
  now: string,
): Promise<PushDeviceRow> {
  return context.db.transaction().execute(async (trx) => {
    const before = await findPushDevice(trx, device.token);
    const after = await upsertPushDevice(trx, device, now);
    if (before === undefined || !sameDevice(before, after))
      await recordAudit(trx, origin, {
        action: before === undefined ? 'create' : 'update',
        entity: 'push_device',
        entityId: pushDeviceFingerprint(device.token),
        before,
        after,
        at: now,
      });
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
