import type { Static } from '@sinclair/typebox';
import type { AppContext } from '../../app-context';
import type { AuditOrigin } from '../../audit/origin';
import type { CreateHistoricalBody, CreateWalletBody } from './schemas';
import { assertCanView, assertMayMoveMoneyOf, type Actor } from '../../domain/user-permissions';
import { conflict, DomainError, notFound, unprocessable } from '../../domain/errors';
import { translate, type Language } from '../../domain/messages';
import { isoAt } from '../../lib/clock';
import { exactCents } from '../../lib/money';
import type { Page, PageRequest } from '../../kit/pagination';
import { findUserRowById } from '../../auth/user-rows';
import {
  findWalletById,
  getHistoricalView,
  listHistoricalPage,
  type HistoricalView,
  type WalletView,
} from './repository';
import { findWalletOfUser, toWalletView } from './repository';
import { applyMovement } from './ledger';
import { openWallet } from './ledger';

// The wallet calls: staff open wallets and record movements (always in the signed-in operator's
// name, whatever the body's user_add says), never in their own wallet; a customer reads only their
// own wallet, and another's answers as a missing one does.

/** Cents of an API amount; more than two decimals is a field error, never a rounding. */
function centsOf(amount: number): number {
  const cents = exactCents(amount);
  if (cents === null) throw unprocessable({ amount: ['tooManyDecimals'] }, 'validationFailed');
  return cents;
}

export async function createWallet(
  context: AppContext,
  operator: Actor,
  origin: AuditOrigin,
  body: Static<typeof CreateWalletBody>,
  language: Language,
): Promise<WalletView> {
  assertMayMoveMoneyOf(operator, body.user_id);
  const openingCents = centsOf(body.amount);
  const user = await findUserRowById(context.db, body.user_id);
  if (user === undefined) throw notFound();
  if (user.deleted_at !== null) throw unprocessable({ user_id: ['userDeleted'] }, 'userDeleted');
  if ((await findWalletOfUser(context.db, user.id)) !== undefined)
    throw conflict({ user_id: ['walletExists'] });
  const walletId = await context.db.transaction().execute((trx) =>
    openWallet(
      trx,
      {
        userId: user.id,
        openingCents,
        openingMessage: translate('openingBalance', language),
        operatorId: operator.id,
        at: isoAt(context.clock()),
      },
      origin,
    ),
  );
  const wallet = await findWalletById(context.db, walletId);
  if (wallet === undefined) throw notFound();
  return toWalletView(wallet);
}

export async function recordMovement(
  context: AppContext,
  operator: Actor,
  origin: AuditOrigin,
  body: Static<typeof CreateHistoricalBody>,
): Promise<HistoricalView> {
  // the ledger refuses a wallet_id that is not user_id's, so this also covers the own wallet_id
  assertMayMoveMoneyOf(operator, body.user_id);
  const amountCents = centsOf(body.amount);
  const message = body.message.trim();
  if (message === '') throw unprocessable({ message: ['required'] }, 'validationFailed');
  const applied = await context.db.transaction().execute((trx) =>
    applyMovement(
      trx,
      {
        walletId: body.wallet_id,
        userId: body.user_id,
        type: body.type_movement,
        amountCents,
        message,
        operatorId: operator.id,
        at: isoAt(context.clock()),
      },
      origin,
    ),
  );
  return getHistoricalView(context.db, applied.historicalId);
}

export async function getWalletOfUser(
  context: AppContext,
  actor: Actor,
  userId: number,
): Promise<WalletView> {
  assertCanView(actor, userId);
  const wallet = await findWalletOfUser(context.db, userId);
  if (wallet === undefined) throw new DomainError(404, 'noWallet');
  return toWalletView(wallet);
}

export async function listWalletHistory(
  context: AppContext,
  actor: Actor,
  walletId: number,
  request: PageRequest,
): Promise<Page<HistoricalView>> {
  const wallet = await findWalletById(context.db, walletId);
  // someone else's wallet and a missing one answer the same 403 to a customer
  assertCanView(actor, wallet?.user_id);
  if (wallet === undefined) throw notFound();
  return listHistoricalPage(context.db, walletId, request);
}
