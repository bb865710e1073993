// After the load: with the server stopped, every write the server acknowledged is in the database
// with its acknowledged state, nothing the run did not send appeared, and the stored data adds up
// (`checkConsistency`: integrity, every wallet's balance equals the sum of its movements, the
// counters kept by triggers).
import { checkConsistency, type ConsistencyReport } from '../server/src/db/consistency';
import type { DatabaseHandle } from '../server/src/db/database';
import { LOAD_MARK, type MixKind, type MixState } from './load-mix';

export interface AfterCheck {
  ok: boolean;
  lines: string[];
  consistency: ConsistencyReport;
}

const CHUNK = 500;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let first = 0; first < items.length; first += CHUNK)
    out.push(items.slice(first, first + CHUNK));
  return out;
}

const unanswered = (states: readonly MixState[], kinds: readonly MixKind[]): number =>
  states.reduce(
    (sum, state) =>
      sum +
      kinds.reduce((inner, kind) => {
        const figures = state.figures.get(kind);
        return inner + (figures === undefined ? 0 : figures.sent - figures.answered);
      }, 0),
    0,
  );

/** Checks the acknowledged writes of the mix phases (one state each) on `handle`. */
export async function afterCheck(
  handle: DatabaseHandle,
  states: readonly MixState[],
): Promise<AfterCheck> {
  const { db } = handle;
  const problems: string[] = [];
  const note = (problem: string) => {
    if (problems.length < 20) problems.push(problem);
  };
  const lines: string[] = [];

  // orders: each acknowledged create, in its acknowledged status (or the one of a change in flight)
  const tracked = states.flatMap((state) => [...state.orders.values()]);
  let ordersFound = 0;
  let inFlightAtEnd = 0;
  for (const part of chunks(tracked)) {
    const rows = await db
      .selectFrom('orders')
      .select(['id', 'status', 'customer_id', 'product', 'quantity', 'payment_method', 'notes'])
      .where(
        'id',
        'in',
        part.map((order) => order.id),
      )
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const order of part) {
      const row = byId.get(order.id);
      if (row === undefined) {
        note(`order ${String(order.id)} was acknowledged (201) and is missing`);
        continue;
      }
      ordersFound += 1;
      if (order.pending !== null) inFlightAtEnd += 1;
      const allowed = order.pending === null ? [order.status] : [order.status, order.pending];
      if (!allowed.includes(row.status))
        note(
          `order ${String(order.id)}: status ${row.status}, acknowledged ${allowed.join(' or ')}`,
        );
      if (
        row.customer_id !== order.customerId ||
        row.product !== order.product ||
        row.quantity !== order.quantity ||
        row.payment_method !== order.paymentMethod ||
        row.notes !== LOAD_MARK
      )
        note(`order ${String(order.id)}: stored fields differ from the acknowledged ones`);
    }
  }
  const stored = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('notes', '=', LOAD_MARK)
    .executeTakeFirstOrThrow();
  const createsUnanswered = unanswered(states, ['create']);
  const extraOrders = Number(stored.n) - ordersFound;
  if (extraOrders < 0 || extraOrders > createsUnanswered)
    note(
      `${String(stored.n)} orders of this run stored, ${String(ordersFound)} acknowledged and found, ${String(createsUnanswered)} unanswered creates`,
    );
  lines.push(
    `orders acknowledged: ${tracked.length.toLocaleString('en-US')}, found ${ordersFound.toLocaleString('en-US')} with their acknowledged status (${String(inFlightAtEnd)} had a status change in flight when the run ended: either status accepted); stored by this run: ${Number(stored.n).toLocaleString('en-US')} (${String(createsUnanswered)} creates unanswered at the end)`,
  );

  // wallet-paid orders: their debit, and the refund of the cancelled ones
  const walletOrders = tracked.filter((order) => order.paymentMethod === 'wallet');
  let walletOrderMovements = 0;
  for (const part of chunks(walletOrders)) {
    const rows = await db
      .selectFrom('historicals')
      .select(['order_id', 'type_movement', 'amount_cents'])
      .where(
        'order_id',
        'in',
        part.map((order) => order.id),
      )
      .execute();
    for (const order of part) {
      const mine = rows.filter((row) => row.order_id === order.id);
      const debit = mine.find((row) => row.type_movement === 'debit');
      if (debit?.amount_cents === undefined || debit.amount_cents !== order.totalCents)
        note(`wallet-paid order ${String(order.id)}: no debit of its total`);
      const refunds = mine.filter((row) => row.type_movement === 'credit').length;
      const mayBeCancelled = order.cancelled || order.pending === 'cancelled';
      if (order.cancelled && refunds !== 1)
        note(`cancelled wallet-paid order ${String(order.id)}: ${String(refunds)} refunds`);
      if (!mayBeCancelled && refunds !== 0)
        note(`wallet-paid order ${String(order.id)} refunded without a cancellation`);
      walletOrderMovements += mine.length;
    }
  }
  lines.push(
    `wallet-paid orders acknowledged: ${String(walletOrders.length)}, their debits and refunds found (${String(walletOrderMovements)} movements)`,
  );

  // direct movements: each acknowledged credit and debit, as acknowledged
  let movementsFound = 0;
  const movements = states.flatMap((state) => state.movements);
  for (const part of chunks(movements)) {
    const rows = await db
      .selectFrom('historicals')
      .select(['id', 'wallet_id', 'type_movement', 'amount_cents'])
      .where(
        'id',
        'in',
        part.map((movement) => movement.id),
      )
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const movement of part) {
      const row = byId.get(movement.id);
      if (row === undefined) {
        note(`movement ${String(movement.id)} was acknowledged (201) and is missing`);
        continue;
      }
      movementsFound += 1;
      if (
        row.wallet_id !== movement.walletId ||
        row.type_movement !== movement.type ||
        row.amount_cents !== movement.amountCents
      )
        note(`movement ${String(movement.id)}: stored differently from what was acknowledged`);
    }
  }
  const storedMovements = await db
    .selectFrom('historicals')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('message', 'like', `${LOAD_MARK} %`)
    .executeTakeFirstOrThrow();
  const movementsUnanswered = unanswered(states, ['credit', 'debit']);
  const extraMovements = Number(storedMovements.n) - movementsFound;
  if (extraMovements < 0 || extraMovements > movementsUnanswered)
    note(
      `${String(storedMovements.n)} movements of this run stored, ${String(movementsFound)} acknowledged and found, ${String(movementsUnanswered)} unanswered`,
    );
  lines.push(
    `wallet movements acknowledged: ${movements.length.toLocaleString('en-US')}, found ${movementsFound.toLocaleString('en-US')} as acknowledged; stored by this run: ${Number(storedMovements.n).toLocaleString('en-US')} (${String(movementsUnanswered)} unanswered at the end)`,
  );

  const consistency = await checkConsistency(db, handle.dialect);
  const walletCount = await db
    .selectFrom('wallets')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  lines.push(
    `consistency: integrity ${consistency.integrity}; ${String(walletCount.n)} wallets, ${String(consistency.unbalancedWallets.length)} whose balance differs from the sum of its movements, ${String(consistency.negativeWallets.length)} negative; trigger counters: ${consistency.countMismatches.length === 0 ? 'match' : JSON.stringify(consistency.countMismatches)}`,
  );
  for (const wallet of consistency.unbalancedWallets.slice(0, 5))
    problems.push(
      `wallet ${String(wallet.walletId)}: balance ${String(wallet.balanceCents)} cents, movements ${String(wallet.movementsCents)} cents`,
    );
  lines.push(...problems.map((problem) => `PROBLEM: ${problem}`));
  return { ok: problems.length === 0 && consistency.ok, lines, consistency };
}
