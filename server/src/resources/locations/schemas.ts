import { Type } from '@sinclair/typebox';
import { Nullable, Id, Timestamp, Phone, Name, Description } from '../../http/schemas';

export const Location = Type.Object(
  {
    id: Id,
    name: Type.String(),
    phone: Nullable(Type.String()),
    description: Nullable(Type.String()),
    zone_id: Id,
    zone_name: Nullable(Type.String()),
    created_at: Timestamp,
    updated_at: Timestamp,
    deleted_at: Nullable(Timestamp),
  },
  { $id: 'Location' },
);

export const LocationBody = Type.Object(
  {
    name: Name,
    phone: Type.Optional(Nullable(Phone)),
    description: Type.Optional(Nullable(Description)),
    zone_id: Id,
  },
  { $id: 'LocationBody', additionalProperties: false },
);
