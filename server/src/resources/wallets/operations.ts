import { Type } from '@sinclair/typebox';
import { IdParams, PageParams, errors } from '../../http/schemas';
import { CreateHistoricalBody, CreateWalletBody, Historical, HistoricalPage } from './schemas';
import { Wallet } from './schemas';
import { defineOperation } from '../../http/operation';

const tag = 'wallets';
const staff = ['admin', 'employee'] as const;

export const createWallet = defineOperation({
  operationId: 'createWallet',
  method: 'POST',
  path: '/api/wallets',
  tag,
  summary: 'Open the prepaid wallet of a user',
  description:
    "One wallet per user (409 when it exists). A positive amount is recorded as the first credit movement, in the same transaction. Nobody moves money in their own wallet: user_id equal to the caller's id is refused with 403.",
  access: staff,
  body: CreateWalletBody,
  responses: { 201: Wallet, ...errors(400, 401, 403, 404, 409, 422) },
});

export const createHistorical = defineOperation({
  operationId: 'createHistorical',
  method: 'POST',
  path: '/api/historicals',
  tag,
  summary: 'Record a wallet movement (credit or debit) and update the balance in one transaction',
  description:
    "A debit larger than the balance is refused with 422. wallet_id must belong to user_id (422). Nobody moves money in their own wallet: user_id equal to the caller's id is refused with 403.",
  access: staff,
  body: CreateHistoricalBody,
  responses: { 201: Historical, ...errors(400, 401, 403, 404, 422) },
});

export const getUserWallet = defineOperation({
  operationId: 'getUserWallet',
  method: 'GET',
  path: '/api/users/{id}/wallet',
  tag,
  summary: 'The wallet of a user (404 when the user has none)',
  description:
    'Staff read any wallet; a customer only their own: another user, existing or not, answers 403.',
  access: 'authenticated',
  params: IdParams,
  responses: { 200: Wallet, ...errors(400, 401, 403, 404) },
});

export const getWalletHistoricals = defineOperation({
  operationId: 'getWalletHistoricals',
  method: 'GET',
  path: '/api/wallets/{id}/historicals/{page}/{size}',
  tag,
  summary: 'The movements of a wallet, newest first',
  description:
    "Staff read any wallet; a customer only their own: another's wallet and a missing one both answer 403.",
  access: 'authenticated',
  params: Type.Composite([IdParams, PageParams]),
  responses: { 200: HistoricalPage, ...errors(400, 401, 403, 404) },
});
