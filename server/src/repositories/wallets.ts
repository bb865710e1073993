import type { Kysely } from 'kysely';
import type { Database, WalletRow } from '../db/tables';

export const findWalletOfUser = (
  db: Kysely<Database>,
  userId: number,
): Promise<WalletRow | undefined> =>
  db.selectFrom('wallets').selectAll().where('user_id', '=', userId).executeTakeFirst();
