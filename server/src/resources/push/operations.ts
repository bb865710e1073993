import { Type } from '@sinclair/typebox';
import { MessageBody, errors } from '../../http/schemas';
import { PushToken, RegisterPushDeviceBody, PushDevice } from './schemas';
import { defineOperation } from '../../http/operation';

const tag = 'push';

export const registerPushDevice = defineOperation({
  operationId: 'registerPushDevice',
  method: 'POST',
  path: '/api/push/devices',
  tag,
  summary: "Register (or refresh) this browser's push id for the signed-in user",
  description:
    "Idempotent. The device belongs to the calling session: it is dropped when that session ends (logout, password change or reset, deletion of the user). An id bound to another user's live session is not moved: 409 (an id of the caller's other session, or of a session that is over, moves to this one). A session keeps its 5 latest ids: one more replaces the oldest. Registrations that write (a new or moved id; not the refresh of an unchanged one) are limited per user (429 with Retry-After, RATE_LIMIT_PUSH_DEVICES_*). Staff devices are notified of new orders.",
  access: 'authenticated',
  body: RegisterPushDeviceBody,
  responses: { 200: PushDevice, ...errors(400, 401, 409, 429) },
});

export const unregisterPushDevice = defineOperation({
  operationId: 'unregisterPushDevice',
  method: 'DELETE',
  path: '/api/push/devices/{token}',
  tag,
  summary: "Forget one of the signed-in user's push ids",
  description: 'Answers 404 when the id is not registered to the caller.',
  access: 'authenticated',
  params: Type.Object({ token: PushToken }),
  responses: { 200: MessageBody, ...errors(400, 401, 404) },
});
