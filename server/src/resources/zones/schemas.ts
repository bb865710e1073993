import { Type } from '@sinclair/typebox';
import { Nullable, Id, Timestamp, Phone, Name, Description } from '../../http/schemas';

export const Zone = Type.Object(
  {
    id: Id,
    name: Type.String(),
    phone: Nullable(Type.String()),
    description: Nullable(Type.String()),
    created_at: Timestamp,
    updated_at: Timestamp,
    deleted_at: Nullable(Timestamp),
  },
  { $id: 'Zone' },
);

export const ZoneBody = Type.Object(
  {
    name: Name,
    phone: Type.Optional(Nullable(Phone)),
    description: Type.Optional(Nullable(Description)),
  },
  { $id: 'ZoneBody', additionalProperties: false },
);
