import type { Transaction } from 'kysely';
import type { AuditOrigin } from '../../audit/origin';
import type { Database, OrderStatusValue, PaymentMethodValue } from '../../db/tables';
import { DomainError, unprocessable } from '../../domain/errors';
import { chargedForOrder, type LedgerCharge } from './order-rows';
import { findWalletOfUser } from '../wallets/public';
import { applyMovement } from '../wallets/public';

// Wallet payment of an order. The rule: what the ledger holds against an order (its debits minus
// its refunds) must equal the order's total while it is a wallet-paid, not cancelled order of a
// customer, and nothing otherwise. Every write of an order (create, edit, status change) settles
// the difference inside the same transaction, so:
// - creating a wallet-paid order debits the customer, or fails whole (422) when the balance is short;
// - editing its amount charges or refunds the difference (changing the payment method or the
//   customer moves the whole amount);
// - cancelling refunds what was charged for it, and only that (an order that never went through
//   the ledger, like the demo data's, refunds nothing).
// Deleting and restoring an order leave its payment alone. Every movement is on the audit trail as
// made by the call that wrote the order (`origin`).

export interface PayableOrder {
  id: number;
  folio: string;
  customer_id: number | null;
  payment_method: PaymentMethodValue;
  status: OrderStatusValue;
  total_cents: number;
}

const dueFrom = (order: PayableOrder): { userId: number; cents: number } | null =>
  order.payment_method === 'wallet' && order.status !== 'cancelled' && order.customer_id !== null
    ? { userId: order.customer_id, cents: order.total_cents }
    : null;

const chargeMessage = (order: PayableOrder, first: boolean): string =>
  `${first ? 'Pago' : 'Ajuste (cargo)'} del pedido ${order.folio}`;

const refundMessage = (order: PayableOrder): string =>
  order.status === 'cancelled'
    ? `Reembolso del pedido ${order.folio} (cancelado)`
    : `Ajuste (abono) del pedido ${order.folio}`;

/** A short balance is reported on the order's payment method. */
async function withPaymentField<T>(movement: Promise<T>): Promise<T> {
  try {
    return await movement;
  } catch (error) {
    if (error instanceof DomainError && error.messageKey === 'insufficientFunds')
      throw unprocessable({ payment_method: ['insufficientFunds'] }, 'insufficientFunds');
    throw error;
  }
}

/**
 * Brings the ledger in line with the order (see above); refunds first, then the charge. `charged`
 * is what the ledger holds against the order, read here unless the caller knows it: nothing, for
 * an order inserted in the same transaction (one statement less on every new order).
 */
export async function settleOrderPayment(
  trx: Transaction<Database>,
  order: PayableOrder,
  operatorId: number,
  at: string,
  origin: AuditOrigin,
  known?: readonly LedgerCharge[],
): Promise<void> {
  const charged = known ?? (await chargedForOrder(trx, order.id));
  const due = dueFrom(order);
  let kept = 0;
  for (const entry of charged) {
    const keep =
      due !== null && due.userId === entry.userId
        ? Math.max(0, Math.min(entry.cents, due.cents - kept))
        : 0;
    kept += keep;
    if (entry.cents <= keep) continue;
    await applyMovement(
      trx,
      {
        walletId: entry.walletId,
        userId: entry.userId,
        type: 'credit',
        amountCents: entry.cents - keep,
        message: refundMessage(order),
        operatorId,
        orderId: order.id,
        at,
      },
      origin,
    );
  }
  if (due === null || kept >= due.cents) return;
  const missing = due.cents - kept;
  const wallet = await findWalletOfUser(trx, due.userId);
  if (wallet === undefined) throw unprocessable({ payment_method: ['noWallet'] }, 'noWallet');
  await withPaymentField(
    applyMovement(
      trx,
      {
        walletId: wallet.id,
        userId: due.userId,
        type: 'debit',
        amountCents: missing,
        message: chargeMessage(order, charged.length === 0),
        operatorId,
        orderId: order.id,
        at,
      },
      origin,
    ),
  );
}
