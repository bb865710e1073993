import type { Insertable, Kysely } from 'kysely';
import { isoAt } from '../../lib/clock';
import type { Database, HistoricalsTable } from '../tables';
import { insertInBatches } from './batches';
import type { SeededRandom } from './random';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const creditPesos = [200, 300, 500, 800, 1000, 1500, 2000] as const;
const creditMessages = ['Recarga en sucursal', 'Recarga con tarjeta', 'Recarga por transferencia'];

/**
 * Opens a wallet for each user with a few credits and debits in time order; the balance is the
 * sum of the movements and never goes negative. `topUp`'s user ends with at least its balance: a
 * branch top-up an hour before `now` makes up the difference (the demo customer can always pay an
 * order from her wallet, whatever the hour of the seed left her).
 */
export async function insertWallets(
  db: Kysely<Database>,
  random: SeededRandom,
  options: {
    userIds: readonly number[];
    operatorIds: readonly number[];
    now: number;
    topUp?: { userId: number; atLeastCents: number };
  },
): Promise<void> {
  const movements: Insertable<HistoricalsTable>[] = [];
  for (const userId of options.userIds) {
    let moment = options.now - random.int(120, 360) * DAY;
    const openedAt = isoAt(moment);
    const operator = random.pick(options.operatorIds);
    const wallet = await db
      .insertInto('wallets')
      .values({
        user_id: userId,
        balance_cents: 0,
        user_add: operator,
        created_at: openedAt,
        updated_at: openedAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    let balance = 0;
    const count = random.int(2, 8);
    for (let index = 0; index < count; index += 1) {
      moment += random.int(1, 15) * DAY + random.int(0, 600) * 60_000;
      if (moment > options.now) break;
      const credit = balance < 30000 || random.chance(0.45);
      const amount = credit
        ? random.pick(creditPesos) * 100
        : Math.min(balance, random.int(235, 1100) * 100);
      if (amount <= 0) continue;
      balance += credit ? amount : -amount;
      movements.push({
        user_id: userId,
        wallet_id: wallet.id,
        type_movement: credit ? 'credit' : 'debit',
        amount_cents: amount,
        balance_after_cents: balance,
        message: credit ? random.pick(creditMessages) : 'Pago de pedido de gas',
        user_add: credit ? random.pick(options.operatorIds) : null,
        order_id: null,
        created_at: isoAt(moment),
      });
    }
    const { topUp } = options;
    if (topUp?.userId === userId && balance < topUp.atLeastCents) {
      // whole hundreds of pesos, as a branch takes them
      const amount = Math.ceil((topUp.atLeastCents - balance) / 10_000) * 10_000;
      balance += amount;
      // after her last movement, and never after now
      const lastAt =
        movements.at(-1)?.user_id === userId ? Date.parse(movements.at(-1)?.created_at ?? '') : 0;
      moment = Math.min(options.now, Math.max(lastAt + MINUTE, options.now - HOUR));
      movements.push({
        user_id: userId,
        wallet_id: wallet.id,
        type_movement: 'credit',
        amount_cents: amount,
        balance_after_cents: balance,
        message: 'Recarga en sucursal',
        user_add: random.pick(options.operatorIds),
        order_id: null,
        created_at: isoAt(moment),
      });
    }
    await db
      .updateTable('wallets')
      .set({ balance_cents: balance, updated_at: isoAt(Math.min(moment, options.now)) })
      .where('id', '=', wallet.id)
      .execute();
  }
  await insertInBatches(db, 'historicals', movements);
}
