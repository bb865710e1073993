import { Type } from '@sinclair/typebox';
import { Timestamp } from '../../http/schemas';

export const PushToken = Type.String({
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
