import { Type } from '@sinclair/typebox';
import { MessageBody, Timestamp, errors } from '../../http/schemas';
import { defineOperation } from '../../http/operation';

const tag = 'push';

const PushToken = Type.String({
  minLength: 1,
  maxLength: 512,
  pattern: '^[A-Za-z0-9_:.-]+$',
  description:
    "The browser's push id from Firebase Cloud Messaging: its Firebase installation id (the SDK's register/onRegistered) or a registration token (getToken)",
});

const PushTargetKind = Type.Union([Type.Literal('fid'), Type.Literal('token')], {
  description:
    'fid (default): a Firebase installation id, sent to as `message.fid`; token: a legacy registration token, sent to as `message.token`',
});

export const RegisterPushDeviceBody = Type.Object(
  { token: PushToken, kind: Type.Optional(PushTargetKind) },
  { $id: 'RegisterPushDeviceBody', additionalProperties: false },
);

export const PushDevice = Type.Object(
  {
    token: PushToken,
    kind: PushTargetKind,
    language: Type.Union([Type.Literal('es'), Type.Literal('en')], {
      description: 'Language of the notifications, from the Accept-Language of the registration',
    }),
    created_at: Timestamp,
    updated_at: Timestamp,
  },
  { $id: 'PushDevice' },
);

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
