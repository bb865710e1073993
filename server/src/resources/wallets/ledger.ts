import { sql, type Transaction } from 'kysely';
import type { AuditOrigin } from '../../audit/origin';
import { recordAudit } from '../../audit/record';
import type { Database, MovementTypeValue } from '../../db/tables';
import { DomainError, notFound, unprocessable } from '../../domain/errors';
import { findWalletById } from './repository';

// The wallet ledger, the one place that changes a balance. Rules:
// - the balance always equals the sum of the movements (credits minus debits);
// - a movement and its balance change happen in the caller's transaction, together or not at all;
// - a debit that would leave the balance negative is refused (422 on amount), leaving no row;
// - concurrent movements never lose an update: the balance changes by one conditional atomic
//   UPDATE (`balance_cents = balance_cents + delta … where balance_cents + delta >= 0`), never by
//   read-modify-write, and the movement records the balance that UPDATE returned;
// - every movement (by hand, an order's payment, its refund) is on the audit trail, recorded on its
//   wallet with the balance before and after, in the same transaction.

export interface Movement {
  walletId: number;
  /** The owner of the wallet; a wallet of another user is refused (422 on wallet_id). */
  userId: number;
  type: MovementTypeValue;
  /** Positive integer cents. */
  amountCents: number;
  message: string;
  /** The signed-in operator, or null for a movement made by the system. */
  operatorId: number | null;
  orderId?: number | null;
  /** ISO timestamp of the movement. */
  at: string;
}

export interface AppliedMovement {
  historicalId: number;
  balanceAfterCents: number;
}

/**
 * Applies a movement inside the given transaction: changes the balance atomically and records the
 * movement with the balance after it, and the audit entry of the call that made it (`origin`).
 * Throws (so the caller's transaction rolls back) when the wallet does not exist (404), belongs to
 * another user or the debit exceeds the balance (422).
 */
export async function applyMovement(
  trx: Transaction<Database>,
  movement: Movement,
  origin: AuditOrigin,
): Promise<AppliedMovement> {
  if (!Number.isSafeInteger(movement.amountCents) || movement.amountCents <= 0)
    throw unprocessable({ amount: ['invalidValue'] }, 'validationFailed');
  const delta = movement.type === 'credit' ? movement.amountCents : -movement.amountCents;
  const updated = await trx
    .updateTable('wallets')
    .set({ balance_cents: sql<number>`balance_cents + ${delta}`, updated_at: movement.at })
    .where('id', '=', movement.walletId)
    .where('user_id', '=', movement.userId)
    .where(sql<number>`balance_cents + ${delta}`, '>=', 0)
    .returning('balance_cents')
    .executeTakeFirst();
  if (updated === undefined) throw await refusalOf(trx, movement);
  const balanceAfterCents = updated.balance_cents;
  const historical = await trx
    .insertInto('historicals')
    .values({
      user_id: movement.userId,
      wallet_id: movement.walletId,
      type_movement: movement.type,
      amount_cents: movement.amountCents,
      balance_after_cents: balanceAfterCents,
      message: movement.message,
      user_add: movement.operatorId,
      order_id: movement.orderId ?? null,
      created_at: movement.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await recordAudit(trx, origin, {
    action: 'wallet_movement',
    entity: 'wallet',
    entityId: movement.walletId,
    before: { user_id: movement.userId, balance_cents: balanceAfterCents - delta },
    after: {
      user_id: movement.userId,
      balance_cents: balanceAfterCents,
      historical_id: historical.id,
      type_movement: movement.type,
      amount_cents: movement.amountCents,
      message: movement.message,
      order_id: movement.orderId ?? null,
    },
    at: movement.at,
  });
  return { historicalId: historical.id, balanceAfterCents };
}

/** Why the conditional UPDATE changed nothing. */
async function refusalOf(trx: Transaction<Database>, movement: Movement): Promise<DomainError> {
  const wallet = await findWalletById(trx, movement.walletId);
  if (wallet === undefined) return notFound();
  if (wallet.user_id !== movement.userId)
    return unprocessable({ wallet_id: ['walletOfAnotherUser'] }, 'walletOfAnotherUser');
  return unprocessable({ amount: ['insufficientFunds'] }, 'insufficientFunds');
}

export interface NewWallet {
  userId: number;
  /** Recorded as the first credit when positive. */
  openingCents: number;
  openingMessage: string;
  operatorId: number | null;
  at: string;
}

/**
 * Opens a wallet (balance 0) inside the given transaction, with its opening credit if any: on the
 * audit trail, its creation, then the credit as a movement.
 */
export async function openWallet(
  trx: Transaction<Database>,
  wallet: NewWallet,
  origin: AuditOrigin,
): Promise<number> {
  const row = await trx
    .insertInto('wallets')
    .values({
      user_id: wallet.userId,
      balance_cents: 0,
      user_add: wallet.operatorId,
      created_at: wallet.at,
      updated_at: wallet.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await recordAudit(trx, origin, {
    action: 'create',
    entity: 'wallet',
    entityId: row.id,
    after: await findWalletById(trx, row.id),
    at: wallet.at,
  });
  if (wallet.openingCents > 0) {
    await applyMovement(
      trx,
      {
        walletId: row.id,
        userId: wallet.userId,
        type: 'credit',
        amountCents: wallet.openingCents,
        message: wallet.openingMessage,
        operatorId: wallet.operatorId,
        at: wallet.at,
      },
      origin,
    );
  }
  return row.id;
}
