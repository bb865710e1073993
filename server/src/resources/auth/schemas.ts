import { Type } from '@sinclair/typebox';
import { Email, Password, EmployeeNumber } from '../../http/schemas';
import { User } from '../users/public';

const Username = Type.String({
  pattern: '^[A-Za-z0-9._-]{3,40}$',
  description: '3 to 40 letters, digits, dots, dashes or underscores',
});

export const LoginEmailBody = Type.Object(
  { email: Email, password: Type.String({ minLength: 1, maxLength: 128 }) },
  { $id: 'LoginEmailBody', additionalProperties: false },
);

export const LoginNumberBody = Type.Object(
  { number: EmployeeNumber, password: Type.String({ minLength: 1, maxLength: 128 }) },
  { $id: 'LoginNumberBody', additionalProperties: false },
);

export const LoginResult = Type.Object(
  {
    token: Type.String({ description: 'JWT with exp (seconds) and roles [{ name }]' }),
    token_type: Type.Literal('bearer'),
    expires_in: Type.Integer({ description: 'Seconds until the token expires' }),
    user: User,
  },
  { $id: 'LoginResult' },
);

export const RegisterBody = Type.Object(
  {
    full_name: Type.String({ minLength: 3, maxLength: 240 }),
    number: EmployeeNumber,
    username: Username,
    email: Email,
    password: Password,
    password_confirmation: Type.String({ maxLength: 128 }),
  },
  { $id: 'RegisterBody', additionalProperties: false },
);

export const SendResetEmailBody = Type.Object(
  {
    email: Email,
    // staff give their number; a customer the e-mail alone (see sendResetEmail)
    number: Type.Optional(EmployeeNumber),
  },
  { $id: 'SendResetEmailBody', additionalProperties: false },
);

export const ResetPasswordBody = Type.Object(
  {
    email: Email,
    token: Type.String({
      minLength: 4,
      maxLength: 64,
      description:
        'The reset code sent by e-mail: 10 symbols of Crockford base 32 (case, spaces and dashes ignored). Void after 5 wrong tries, a new request or 30 minutes',
    }),
    password: Password,
    password_confirmation: Type.String({ maxLength: 128 }),
  },
  { $id: 'ResetPasswordBody', additionalProperties: false },
);
