import { Type } from '@sinclair/typebox';
import { MessageBody, errors } from '../../http/schemas';
import {
  LoginEmailBody,
  LoginNumberBody,
  LoginResult,
  RegisterBody,
  ResetPasswordBody,
  SendResetEmailBody,
} from './schemas';
import { User } from '../users/public';
import { defineOperation } from '../../http/operation';

const tag = 'auth';

export const loginByEmail = defineOperation({
  operationId: 'loginByEmail',
  method: 'POST',
  path: '/api/auth/login',
  tag,
  summary: 'Sign in with e-mail and password',
  description:
    'Wrong credentials answer 401 without saying which of the two was wrong. Rate limited per address and account (429).',
  access: 'public',
  body: LoginEmailBody,
  responses: { 200: LoginResult, ...errors(400, 401, 429) },
});

export const loginByNumber = defineOperation({
  operationId: 'loginByNumber',
  method: 'POST',
  path: '/auth/login',
  tag,
  summary: 'Sign in with employee number and password',
  description:
    'Staff accounts only: a customer signs in by e-mail, and a customer’s number answers the same 401 as wrong credentials. Rate limited per address and account (429).',
  access: 'public',
  body: LoginNumberBody,
  responses: { 200: LoginResult, ...errors(400, 401, 429) },
});

export const logout = defineOperation({
  operationId: 'logout',
  method: 'POST',
  path: '/auth/logout',
  tag,
  summary: 'Revoke the bearer token',
  access: 'authenticated',
  body: Type.Optional(Type.Object({}, { additionalProperties: false })),
  responses: { 200: MessageBody, ...errors(401) },
});

export const sendResetEmail = defineOperation({
  operationId: 'sendResetEmail',
  method: 'POST',
  path: '/auth/sendEmail',
  tag,
  summary: 'Send a password reset code to the e-mail of the account',
  description:
    'A staff account is matched by its e-mail and employee number, a customer account by its e-mail alone (a number given must be the account’s). Answers the same whether or not an account matched. Rate limited (429).',
  access: 'public',
  body: SendResetEmailBody,
  responses: { 200: MessageBody, ...errors(400, 429) },
});

export const resetPassword = defineOperation({
  operationId: 'resetPassword',
  method: 'POST',
  path: '/auth/resetPassword',
  tag,
  summary: 'Set a new password with the reset code',
  description: 'The code is single use and expires. Tokens issued before the reset stop working.',
  access: 'public',
  body: ResetPasswordBody,
  responses: { 200: MessageBody, ...errors(400, 422, 429) },
});

export const register = defineOperation({
  operationId: 'register',
  method: 'POST',
  path: '/api/auth/register',
  tag,
  summary: 'Create a usuario account from the Register screen',
  description:
    'Public and rate limited (429). The answer is the same whether the e-mail, employee number and username are free or taken, and signs nobody in: the account is created and its address told it is ready; a taken e-mail creates nothing and its owner is told someone tried to register with it; a taken username or employee number creates nothing and the registrant is told which to change. The new account signs in by e-mail.',
  access: 'public',
  body: RegisterBody,
  responses: { 200: MessageBody, ...errors(400, 422, 429) },
});

export const getCurrentUser = defineOperation({
  operationId: 'getCurrentUser',
  method: 'GET',
  path: '/api/auth/me',
  tag,
  summary: 'The signed-in user',
  access: 'authenticated',
  responses: { 200: User, ...errors(401) },
});
