import { Type } from '@sinclair/typebox';
import { Nullable, Id, Timestamp, Money, Paginated } from '../../http/schemas';

export const Wallet = Type.Object(
  {
    id: Id,
    user_id: Id,
    amount: Type.Number({ description: 'Current balance in MXN: always the sum of the movements' }),
    user_add: Nullable(Id),
    created_at: Timestamp,
    updated_at: Timestamp,
  },
  { $id: 'Wallet' },
);

export const CreateWalletBody = Type.Object(
  {
    user_id: Id,
    amount: Money,
    user_add: Type.Optional(Nullable(Id)),
  },
  {
    $id: 'CreateWalletBody',
    additionalProperties: false,
    description:
      'Opens the wallet of a user; a positive amount is recorded as its first credit. user_add is recorded as the signed-in operator.',
  },
);

export const MovementType = Type.Union([Type.Literal('credit'), Type.Literal('debit')], {
  $id: 'MovementType',
});

export const Historical = Type.Object(
  {
    id: Id,
    user_id: Id,
    wallet_id: Id,
    type_movement: MovementType,
    amount: Money,
    balance_after: Type.Number(),
    message: Type.String(),
    user_add: Nullable(Id),
    user_add_name: Nullable(Type.String()),
    order_id: Nullable(Id),
    created_at: Timestamp,
  },
  { $id: 'Historical' },
);

export const CreateHistoricalBody = Type.Object(
  {
    user_id: Id,
    wallet_id: Id,
    type_movement: MovementType,
    amount: Type.Number({ exclusiveMinimum: 0, maximum: 10000000 }),
    message: Type.String({ minLength: 1, maxLength: 255 }),
    user_add: Type.Optional(Nullable(Id)),
  },
  { $id: 'CreateHistoricalBody', additionalProperties: false },
);

export const HistoricalPage = Paginated(Historical, 'HistoricalPage');
