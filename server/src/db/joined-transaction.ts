import type { Kysely, Transaction } from 'kysely';
import type { Database } from './tables';

// A write of one resource that must commit with another's (a delivery route's depart moving its
// orders, say) calls that resource's own service, which opens its transaction with
// `db.transaction().execute(…)`. Given this database, that transaction joins the caller's: the
// callback runs on the caller's transaction, and everything commits or rolls back together.

/** A transaction whose `transaction().execute(callback)` runs the callback on itself. */
export function joinedTransaction(trx: Transaction<Database>): Kysely<Database> {
  const joined = {
    execute: <T>(callback: (inner: Transaction<Database>) => Promise<T>): Promise<T> =>
      callback(trx),
  };
  const builder = {
    ...joined,
    setIsolationLevel: () => builder,
    setAccessMode: () => builder,
  };
  return new Proxy(trx, {
    get(target, property) {
      if (property === 'transaction') return () => builder;
      const value: unknown = Reflect.get(target, property, target);
      // Kysely's methods read private fields: they run on the transaction itself
      return typeof value === 'function'
        ? (value as (...args: unknown[]) => unknown).bind(target)
        : value;
    },
  });
}
