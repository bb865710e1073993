import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';

// PostgreSQL's named prepared statements for Kysely's queries. Kysely hands pg each query as text
// and parameters, which pg sends unnamed: the server parses, analyses and plans the text again on
// every call. Under the load mix that planning was a third of the backends' statement time (the
// order list's joined select alone 0.7 ms a plan; bench/pg-statements.ts). Named, a text is parsed
// once per connection and, after five runs, served from a generic plan when that costs no more than
// planning it anew (PostgreSQL's plan cache).
//
// Left unnamed: a text with LIKE, whose best plan depends on the pattern (a rare fragment reads the
// trigram index, a common one walks the ids newest first), so it keeps a plan of its own each call;
// anything but select/insert/update/delete/with (DDL, transaction control); and the texts past
// NAMED_STATEMENTS_PER_CONNECTION on one connection (what the server keeps per statement is bounded).
//
// A prepared `select *` fails with 0A000 "cached plan must not change result type" once a column is
// added or dropped under it (another process's migration): the text then gets a new name on that
// connection and the call is sent again, unless a transaction is open there (its statements are
// already undone; the caller's transaction fails as it would on any error, and its retry works).

/** Texts named per connection at most; the others run unnamed. */
export const NAMED_STATEMENTS_PER_CONNECTION = 256;

const NAMABLE = /^\s*(select|insert|update|delete|with)\b/i;
const PATTERN_DEPENDENT = /\b(i?like)\b/i;
const TRANSACTION_OPENS = /^\s*(begin|start\s+transaction)\b/i;
const TRANSACTION_ENDS = /^\s*(commit|rollback|end|abort)\b(?!\s+to\b)/i;
/** feature_not_supported: what a prepared statement answers when its result columns changed. */
const RESULT_TYPE_CHANGED = '0A000';

/** Whether a query text is sent as a named statement (when its connection has room). */
export const isNamable = (text: string): boolean =>
  NAMABLE.test(text) && !PATTERN_DEPENDENT.test(text);

const codeOf = (error: unknown): unknown =>
  typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;

let lastName = 0;

/** One pg connection as Kysely uses it, its texts sent as named statements. */
class NamingClient implements PostgresPoolClient {
  /** The name of each text prepared (or being prepared) on this connection. */
  private readonly names = new Map<string, string>();
  private inTransaction = false;

  constructor(private readonly client: pg.PoolClient) {}

  query<R>(sql: string, parameters: readonly unknown[]): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(
    first: string | PostgresCursor<R>,
    parameters?: readonly unknown[],
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    if (typeof first !== 'string') {
      // a cursor (Kysely's streamQuery): pg runs it and hands the same object back
      this.client.query(first as unknown as pg.Submittable);
      return first;
    }
    return this.run<R>(first, [...(parameters ?? [])]);
  }

  release(): void {
    this.client.release();
  }

  private async run<R>(text: string, values: unknown[]): Promise<PostgresQueryResult<R>> {
    if (TRANSACTION_OPENS.test(text)) this.inTransaction = true;
    else if (TRANSACTION_ENDS.test(text)) this.inTransaction = false;
    const name = this.nameOf(text);
    if (name === undefined) return this.send<R>({ text, values });
    try {
      return await this.send<R>({ name, text, values });
    } catch (error) {
      if (codeOf(error) !== RESULT_TYPE_CHANGED) throw error;
      // the old name stays allocated on the server, unused; the text is prepared anew
      this.names.delete(text);
      if (this.inTransaction) throw error;
      const renamed = this.nameOf(text);
      return this.send<R>(
        renamed === undefined ? { text, values } : { name: renamed, text, values },
      );
    }
  }

  private nameOf(text: string): string | undefined {
    if (!isNamable(text)) return undefined;
    const known = this.names.get(text);
    if (known !== undefined) return known;
    if (this.names.size >= NAMED_STATEMENTS_PER_CONNECTION) return undefined;
    lastName += 1;
    const name = `k${String(lastName)}`;
    this.names.set(text, name);
    return name;
  }

  private async send<R>(config: pg.QueryConfig): Promise<PostgresQueryResult<R>> {
    const result = await this.client.query(config);
    return result as unknown as PostgresQueryResult<R>;
  }
}

/** The pool as Kysely's PostgresDialect takes it, its connections naming their statements. */
export function namingPool(pool: pg.Pool): PostgresPool {
  const clients = new WeakMap<pg.PoolClient, NamingClient>();
  return {
    async connect() {
      const client = await pool.connect();
      let naming = clients.get(client);
      if (naming === undefined) {
        naming = new NamingClient(client);
        clients.set(client, naming);
      }
      return naming;
    },
    end: () => pool.end(),
  };
}
