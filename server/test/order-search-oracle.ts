// What an order list's search must answer, read from the orders table itself, on either engine:
// the oracle of kept-search-totals.test.ts and search-counts.test.ts, and the orders they add.
import { sql } from 'kysely';
import type { DatabaseHandle } from '../src/db/database';
import type { OrderListName } from '../src/domain/order-search';
import { listOrderPage } from '../src/resources/orders/list-repository';
import { SEARCH_BLOCK_BITS } from '../src/resources/orders/search-count-ranges';

export const listStatuses: Record<OrderListName, readonly string[]> = {
  active: ['new', 'in_process'],
  finished: ['completed', 'cancelled'],
};

/** Where `needle` starts in search_text (1-based; 0: nowhere). */
const place = (database: DatabaseHandle, needle: string) =>
  database.dialect === 'postgres'
    ? sql`strpos(search_text, ${needle})`
    : sql`instr(search_text, ${needle})`;

const holds = (database: DatabaseHandle, needle: string) => sql`${place(database, needle)} > 0`;

/** What the list's search must total: live orders of the list whose searched text holds `needle`. */
export async function oracle(database: DatabaseHandle, list: OrderListName, needle: string) {
  const { rows } = await sql<{ total: number | string }>`
    select count(*) as total from orders
    where deleted_at is null and status in (${sql.join(listStatuses[list])})
      and ${holds(database, needle)}`.execute(database.db);
  return Number(rows[0]?.total ?? 0);
}

/** The ids a page of the list's search must show: newest first. */
export async function oraclePage(
  database: DatabaseHandle,
  list: OrderListName,
  needle: string,
  page: number,
  size: number,
) {
  const { rows } = await sql<{ id: number }>`
    select id from orders
    where deleted_at is null and status in (${sql.join(listStatuses[list])})
      and ${holds(database, needle)}
    order by id desc limit ${size} offset ${(page - 1) * size}`.execute(database.db);
  return rows.map((row) => row.id);
}

/** The total the list's search answers. */
export async function searchTotal(database: DatabaseHandle, list: OrderListName, needle: string) {
  return (
    await listOrderPage(
      database.db,
      database.dialect,
      { list, search: needle },
      { page: 1, size: 5 },
    )
  ).total;
}

/** Four letters of an active order's customer name as searched (after the folio in search_text). */
export async function commonNeedle(database: DatabaseHandle): Promise<string> {
  const { rows } = await sql<{ word: string }>`
    select substr(search_text, ${place(database, ' ')} + 1, 4) as word from orders
    where deleted_at is null and status in ('new', 'in_process')
    order by id limit 1`.execute(database.db);
  const word = rows[0]?.word;
  if (word === undefined) throw new Error('the demo seed has no active order');
  return word;
}

/** Both lists' search totals for `needle`, each as the orders table has it. */
export async function expectTotals(database: DatabaseHandle, needle: string) {
  for (const list of ['active', 'finished'] as const)
    expect({ list, total: await searchTotal(database, list, needle) }).toEqual({
      list,
      total: await oracle(database, list, needle),
    });
}

/** The newest order whose searched text holds `needle`, in one of `statuses`, below `below`. */
export async function orderMatching(
  database: DatabaseHandle,
  needle: string,
  statuses: readonly string[],
  below = 2 ** 31 - 1,
) {
  const { rows } = await sql<{ id: number }>`
    select id from orders where deleted_at is null and status in (${sql.join(statuses)})
      and ${holds(database, needle)} and id < ${below} order by id desc limit 1`.execute(
    database.db,
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`no order matches ${needle}`);
  return id;
}

/** A copy of order `source` under `id`, as a new order in that block of ids would be. */
export async function copyOrder(database: DatabaseHandle, source: number, id: number) {
  // the columns are read off the row itself: Kysely's introspection lists every schema's tables
  // on PostgreSQL, where another test file's schema may change meanwhile
  const { rows } = await sql<
    Record<string, unknown>
  >`select * from orders where id = ${source}`.execute(database.db);
  const columns = Object.keys(rows[0] ?? {}).filter((name) => name !== 'id' && name !== 'folio');
  const names = sql.join(columns.map((name) => sql.ref(name)));
  await sql`insert into orders (id, folio, ${names})
    select ${id}, ${`FAR-${String(id)}`}, ${names} from orders where id = ${source}`.execute(
    database.db,
  );
}

/** The first id of the block `blocks` past the last order's (SQLite's blocks of kept counts). */
export async function idPastTheLast(database: DatabaseHandle, blocks: number) {
  const { rows } = await sql<{ id: number }>`select max(id) as id from orders`.execute(database.db);
  const ids = 2 ** SEARCH_BLOCK_BITS;
  return (Math.floor((rows[0]?.id ?? 0) / ids) + blocks) * ids;
}
