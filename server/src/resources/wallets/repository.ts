import type { Static } from '@sinclair/typebox';
import { sql, type Kysely } from 'kysely';
import type { Historical } from './schemas';
import type { Wallet } from './schemas';
import type { Database, WalletRow } from '../../db/tables';
import { toPesos } from '../../lib/money';
import { offsetOf, pageOf, type Page, type PageRequest } from '../../kit/pagination';

export type WalletView = Static<typeof Wallet>;
export type HistoricalView = Static<typeof Historical>;

export const findWalletOfUser = (
  db: Kysely<Database>,
  userId: number,
): Promise<WalletRow | undefined> =>
  db.selectFrom('wallets').selectAll().where('user_id', '=', userId).executeTakeFirst();

export const findWalletById = (db: Kysely<Database>, id: number): Promise<WalletRow | undefined> =>
  db.selectFrom('wallets').selectAll().where('id', '=', id).executeTakeFirst();

/** The API shape of a wallet: the balance in pesos. */
export const toWalletView = (wallet: WalletRow): WalletView => ({
  id: wallet.id,
  user_id: wallet.user_id,
  amount: toPesos(wallet.balance_cents),
  user_add: wallet.user_add,
  created_at: wallet.created_at,
  updated_at: wallet.updated_at,
});

const selectHistoricalViews = (db: Kysely<Database>) =>
  db
    .selectFrom('historicals')
    .leftJoin('users as operators', 'operators.id', 'historicals.user_add')
    .select([
      'historicals.id',
      'historicals.user_id',
      'historicals.wallet_id',
      'historicals.type_movement',
      'historicals.amount_cents',
      'historicals.balance_after_cents',
      'historicals.message',
      'historicals.user_add',
      sql<
        string | null
      >`${sql.ref('operators.name')} || ' ' || ${sql.ref('operators.last_name')}`.as(
        'user_add_name',
      ),
      'historicals.order_id',
      'historicals.created_at',
    ]);

type HistoricalViewRow = Awaited<
  ReturnType<ReturnType<typeof selectHistoricalViews>['executeTakeFirstOrThrow']>
>;

const toHistoricalView = ({
  amount_cents,
  balance_after_cents,
  ...row
}: HistoricalViewRow): HistoricalView => ({
  ...row,
  amount: toPesos(amount_cents),
  balance_after: toPesos(balance_after_cents),
});

export async function getHistoricalView(db: Kysely<Database>, id: number): Promise<HistoricalView> {
  return toHistoricalView(
    await selectHistoricalViews(db).where('historicals.id', '=', id).executeTakeFirstOrThrow(),
  );
}

/** The movements of a wallet, newest first (the ledger order: ids follow the balance updates). */
export async function listHistoricalPage(
  db: Kysely<Database>,
  walletId: number,
  request: PageRequest,
): Promise<Page<HistoricalView>> {
  const [rows, count] = await Promise.all([
    selectHistoricalViews(db)
      .where('historicals.wallet_id', '=', walletId)
      .orderBy('historicals.id', 'desc')
      .limit(request.size)
      .offset(offsetOf(request))
      .execute(),
    db
      .selectFrom('historicals')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where('wallet_id', '=', walletId)
      .executeTakeFirstOrThrow(),
  ]);
  return pageOf(rows.map(toHistoricalView), count.total, request);
}
