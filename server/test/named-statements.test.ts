// Kysely's queries as named statements on PostgreSQL (db/pg-named-statements.ts): a text is
// prepared once per connection and run again by name, a LIKE stays unnamed (its plan depends on the
// pattern), and a prepared `select *` still answers once a column is added under it (PostgreSQL
// refuses the old statement with 0A000; outside a transaction the call is sent again under a new
// name). On SQLite the same calls answer the same rows (its statements are recompiled by SQLite).
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../src/db/database';
import { isNamable } from '../src/db/pg-named-statements';
import type { Database } from '../src/db/tables';
import { freshDatabase } from './helper';

let db: Kysely<Database>;
let dialect: DialectName;
let dispose: () => Promise<void>;

beforeAll(async () => {
  const fresh = await freshDatabase();
  ({ db, dialect } = fresh.handle);
  dispose = fresh.dispose;
  await sql`create table probe (id integer primary key, name text not null)`.execute(db);
  await sql`insert into probe (id, name) values (1, 'García'), (2, 'Martínez'), (3, 'Núñez')`.execute(
    db,
  );
}, 60_000);
afterAll(() => dispose());

const SELECT_BY_ID = 'select id, name from probe where id = $1';

describe('named statements', () => {
  it('names selects and writes, not LIKE, DDL or transaction control', () => {
    expect(isNamable('select id from orders where id = $1')).toBe(true);
    expect(isNamable('  insert into orders (id) values ($1)')).toBe(true);
    expect(isNamable('with x as (select 1) select * from x')).toBe(true);
    expect(isNamable('select id from orders where search_text like $1')).toBe(false);
    expect(isNamable('select id from users where name ILIKE $1')).toBe(false);
    expect(isNamable('alter table probe add column x text')).toBe(false);
    expect(isNamable('begin')).toBe(false);
  });

  it('runs a text again by its name on the same connection, and answers the same rows', async () => {
    await db.connection().execute(async (connection) => {
      for (const id of [1, 2, 1]) {
        const { rows } = await sql<{ id: number; name: string }>`
          select id, name from probe where id = ${id}`.execute(connection);
        expect(rows).toEqual([{ id, name: id === 1 ? 'García' : 'Martínez' }]);
      }
      const like = await sql<{ id: number }>`
        select id from probe where name like ${'%ñ%'} order by id`.execute(connection);
      expect(like.rows).toEqual([{ id: 3 }]);
      if (dialect !== 'postgres') return;
      const prepared = await sql<{ statement: string }>`
        select statement from pg_prepared_statements`.execute(connection);
      const texts = prepared.rows.map((row) => row.statement.replace(/\s+/g, ' ').trim());
      expect(texts.filter((text) => text === SELECT_BY_ID)).toHaveLength(1);
      expect(texts.some((text) => text.includes(' like '))).toBe(false);
    });
  });

  it('answers a prepared select * with the columns a later migration added', async () => {
    await db.connection().execute(async (connection) => {
      const star = () =>
        sql<Record<string, unknown>>`select * from probe where id = ${2}`.execute(connection);
      for (let run = 0; run < 6; run += 1)
        expect((await star()).rows).toEqual([{ id: 2, name: 'Martínez' }]);
      await sql`alter table probe add column extra text not null default 'x'`.execute(connection);
      // outside a transaction: PostgreSQL refuses the prepared statement, the call is sent again
      expect((await star()).rows).toEqual([{ id: 2, name: 'Martínez', extra: 'x' }]);
      await sql`alter table probe add column more text not null default 'y'`.execute(connection);
      const inTransaction = async () => {
        await sql`begin`.execute(connection);
        try {
          const { rows } = await star();
          await sql`commit`.execute(connection);
          return rows;
        } catch (error) {
          await sql`rollback`.execute(connection);
          throw error;
        }
      };
      const full = [{ id: 2, name: 'Martínez', extra: 'x', more: 'y' }];
      if (dialect === 'postgres') {
        // in a transaction the statement's failure is the transaction's: the next one works
        await expect(inTransaction()).rejects.toMatchObject({ code: '0A000' });
      }
      await expect(inTransaction()).resolves.toEqual(full);
      expect((await star()).rows).toEqual(full);
    });
  });
});
