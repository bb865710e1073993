import { Type } from '@sinclair/typebox';
import {
  Nullable,
  Id,
  Timestamp,
  DateOnly,
  Money,
  Phone,
  Email,
  Password,
  EmployeeNumber,
  Paginated,
  Name,
} from '../../http/schemas';

export const UserType = Type.Union(
  [Type.Literal('usuario'), Type.Literal('empleado'), Type.Literal('administrador')],
  { $id: 'UserType', description: 'usuario: customer; empleado: employee; administrador: admin' },
);

export const User = Type.Object(
  {
    id: Id,
    number: Nullable(Type.String({ description: 'Employee number' })),
    username: Nullable(Type.String()),
    name: Type.String(),
    last_name: Type.String(),
    email: Type.String(),
    phone: Nullable(Type.String()),
    address: Nullable(Type.String()),
    type_user: UserType,
    zone_id: Nullable(Id),
    zone_name: Nullable(Type.String()),
    has_profile_picture: Type.Boolean(),
    created_at: Timestamp,
    updated_at: Timestamp,
    deleted_at: Nullable(Timestamp),
  },
  { $id: 'User' },
);

export const CreateUserBody = Type.Object(
  {
    number: Type.Optional(Nullable(EmployeeNumber)),
    name: Name,
    last_name: Type.String({ maxLength: 120 }),
    email: Email,
    password: Password,
    phone: Type.Optional(Nullable(Phone)),
    address: Type.Optional(Nullable(Type.String({ maxLength: 300 }))),
    type_user: Type.Optional(Type.Literal('usuario', { description: 'Always usuario on create' })),
    zone_id: Type.Optional(Nullable(Id)),
  },
  { $id: 'CreateUserBody', additionalProperties: false },
);

export const UpdateUserBody = Type.Object(
  {
    number: Type.Optional(Nullable(EmployeeNumber)),
    name: Name,
    last_name: Type.String({ maxLength: 120 }),
    email: Email,
    phone: Type.Optional(Nullable(Phone)),
    address: Type.Optional(Nullable(Type.String({ maxLength: 300 }))),
    type_user: UserType,
    zone_id: Type.Optional(Nullable(Id)),
    current_password: Type.Optional(
      Type.String({
        maxLength: 128,
        description:
          "The caller's current password: required when users change their own e-mail (the address that receives reset codes)",
      }),
    ),
  },
  { $id: 'UpdateUserBody', additionalProperties: false },
);

export const ChangePasswordBody = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 190, description: 'Username or email' }),
    password: Type.String({
      minLength: 1,
      maxLength: 128,
      description:
        "The caller's current password (an admin setting another user's password gives their own)",
    }),
    new_password: Password,
    new_password_confirmation: Type.Optional(Type.String({ maxLength: 128 })),
  },
  { $id: 'ChangePasswordBody', additionalProperties: false },
);

export const ProfilePictureResult = Type.Object(
  { message: Type.String(), has_profile_picture: Type.Boolean() },
  { $id: 'ProfilePictureResult' },
);

export const StarClient = Type.Object(
  {
    rank: Type.Integer({ minimum: 1 }),
    user_id: Id,
    name: Type.String(),
    last_name: Type.String(),
    email: Type.String(),
    phone: Nullable(Type.String()),
    zone_name: Nullable(Type.String()),
    completed_orders: Type.Integer({ minimum: 0 }),
    kg_total: Type.Number({ minimum: 0, description: 'Kilograms delivered in cylinders' }),
    litres_total: Type.Number({ minimum: 0, description: 'Litres delivered to stationary tanks' }),
    total_amount: Money,
  },
  { $id: 'StarClient' },
);

export const StarClientRangeParams = Type.Object({ from: DateOnly, to: DateOnly });

export const UserPage = Paginated(User, 'UserPage');
export const StarClientPage = Paginated(StarClient, 'StarClientPage');

/** The most users one page of `/api/users/all` holds (and its default size). */
export const ALL_USERS_MAX_PAGE_SIZE = 1000;
