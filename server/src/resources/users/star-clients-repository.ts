import type { Static } from '@sinclair/typebox';
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { StarClient } from './schemas';
import type { Database } from '../../db/tables';
import {
  KG_PER_UNIT,
  LITRE_PRODUCT,
  STAR_CLIENT_ORDER,
  type StarClientScore,
  type StarClientWindow,
} from '../../domain/star-clients';
import { toPesos } from '../../lib/money';
import { KEYSET_BATCH_SIZE, keysetBatches } from '../../kit/keyset';
import { offsetOf, pageOf, type Page, type PageRequest } from '../../kit/pagination';

export type StarClientView = Static<typeof StarClient>;

const kgOfLine = sql<number>`case ${sql.ref('orders.product')} ${sql.join(
  Object.entries(KG_PER_UNIT).map(
    ([product, kg]) =>
      sql`when ${sql.lit(product)} then ${sql.lit(kg)} * ${sql.ref('orders.quantity')}`,
  ),
  sql` `,
)} else 0 end`;

const litresOfLine = sql<number>`case when ${sql.ref('orders.product')} = ${sql.lit(
  LITRE_PRODUCT,
)} then ${sql.ref('orders.quantity')} else 0 end`;

/** One row per ranked client (not yet ordered): its totals in the window and its contact data. */
function rankedClients(db: Kysely<Database>, window: StarClientWindow) {
  const totals = db
    .selectFrom('orders')
    .select((eb) => [
      'orders.customer_id',
      eb.fn.countAll<number>().as('completed_orders'),
      sql<number>`sum(${kgOfLine})`.as('kg_total'),
      sql<number>`sum(${litresOfLine})`.as('litres_total'),
      sql<number>`cast(sum(${sql.ref('orders.total_cents')}) as bigint)`.as('total_cents'),
    ])
    .where('orders.status', '=', 'completed')
    .where('orders.deleted_at', 'is', null)
    .where('orders.completed_at', '>=', window.start)
    .where('orders.completed_at', '<', window.end)
    .groupBy('orders.customer_id');
  return db
    .selectFrom(
      db
        .selectFrom(totals.as('totals'))
        .innerJoin('users', 'users.id', 'totals.customer_id')
        .leftJoin('zones', 'zones.id', 'users.zone_id')
        .where('users.type_user', '=', 'usuario')
        .where('users.deleted_at', 'is', null)
        .select([
          'users.id as user_id',
          'users.name',
          'users.last_name',
          'users.email',
          'users.phone',
          'zones.name as zone_name',
          'totals.completed_orders',
          'totals.kg_total',
          'totals.litres_total',
          'totals.total_cents',
        ])
        .as('ranked'),
    )
    .selectAll();
}

type RankedRow = Awaited<ReturnType<ReturnType<typeof rankedClients>['executeTakeFirstOrThrow']>>;

const inRankingOrder = <Q extends ReturnType<typeof rankedClients>>(query: Q): Q =>
  STAR_CLIENT_ORDER.reduce(
    (ordered, { key, direction }) => ordered.orderBy(`ranked.${key}`, direction) as Q,
    query,
  );

/** Rows strictly after `after` in the ranking order (the keyset condition). */
function rankedAfter(after: StarClientScore): Expression<SqlBool> {
  const branches = STAR_CLIENT_ORDER.map(({ key, direction }, index) => {
    const equalBefore = STAR_CLIENT_ORDER.slice(0, index).map(
      (previous) => sql<SqlBool>`${sql.ref(`ranked.${previous.key}`)} = ${after[previous.key]}`,
    );
    const beyond =
      direction === 'desc'
        ? sql<SqlBool>`${sql.ref(`ranked.${key}`)} < ${after[key]}`
        : sql<SqlBool>`${sql.ref(`ranked.${key}`)} > ${after[key]}`;
    return sql<SqlBool>`(${sql.join([...equalBefore, beyond], sql` and `)})`;
  });
  return sql<SqlBool>`(${sql.join(branches, sql` or `)})`;
}

const toView = (row: RankedRow, rank: number): StarClientView => ({
  rank,
  user_id: row.user_id,
  name: row.name,
  last_name: row.last_name,
  email: row.email,
  phone: row.phone,
  zone_name: row.zone_name,
  completed_orders: row.completed_orders,
  kg_total: row.kg_total,
  litres_total: row.litres_total,
  total_amount: toPesos(row.total_cents),
});

/** A page of the ranking, in the Laravel envelope. */
export async function listStarClientPage(
  db: Kysely<Database>,
  window: StarClientWindow,
  request: PageRequest,
): Promise<Page<StarClientView>> {
  const offset = offsetOf(request);
  const [rows, count] = await Promise.all([
    inRankingOrder(rankedClients(db, window)).limit(request.size).offset(offset).execute(),
    db
      .selectFrom(rankedClients(db, window).as('clients'))
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return pageOf(
    rows.map((row, index) => toView(row, offset + index + 1)),
    count.total,
    request,
  );
}

/** The whole ranking, read by keyset in ranking order (memory stays flat however many clients). */
export async function* starClientBatches(
  db: Kysely<Database>,
  window: StarClientWindow,
  batchSize: number = KEYSET_BATCH_SIZE,
): AsyncGenerator<StarClientView[], void, undefined> {
  const batches = keysetBatches<RankedRow, StarClientScore>(
    (after, limit) => {
      const ordered = inRankingOrder(rankedClients(db, window));
      return (after === null ? ordered : ordered.where(rankedAfter(after))).limit(limit).execute();
    },
    (row) => ({
      user_id: row.user_id,
      completed_orders: row.completed_orders,
      kg_total: row.kg_total,
      litres_total: row.litres_total,
    }),
    batchSize,
  );
  let ranked = 0;
  for await (const rows of batches) {
    yield rows.map((row, index) => toView(row, ranked + index + 1));
    ranked += rows.length;
  }
}
