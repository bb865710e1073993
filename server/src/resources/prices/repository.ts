import type { Static } from '@sinclair/typebox';
import {
  expressionBuilder,
  type Expression,
  type Insertable,
  type Kysely,
  type SqlBool,
  type Updateable,
  sql,
} from 'kysely';
import type { Price } from './schemas';
import type { Database, PricesTable, ProductValue } from '../../db/tables';
import type { PriceRecord } from '../../domain/price-average';
import { ALL_PRODUCTS } from '../../domain/regulated-maximum';
import { toPesos } from '../../lib/money';
import {
  sortColumnOf,
  type Page,
  type PageRequest,
  trashedConditions,
  paginate,
} from '../../kit/pagination';

export type PriceView = Static<typeof Price>;

export interface PriceListFilter {
  zone_id?: number | undefined;
  product?: ProductValue | undefined;
  from?: string | undefined;
  to?: string | undefined;
  trashed?: 'without' | 'only' | 'with' | undefined;
  sort?: string | undefined;
  order?: 'asc' | 'desc' | undefined;
  /** A search, already resolved to the zones and products it matches. */
  matches?: { zoneIds: number[]; products: ProductValue[] } | undefined;
}

const sortable = {
  id: 'prices.id',
  zone_id: 'prices.zone_id',
  zone_name: 'zones.name',
  product: 'prices.product',
  price: 'prices.price_cents',
  effective_from: 'prices.effective_from',
  user_add: 'prices.user_add',
  user_add_name: 'operators.name',
  created_at: 'prices.created_at',
  updated_at: 'prices.updated_at',
  deleted_at: 'prices.deleted_at',
} as const;

const selectPriceRows = (db: Kysely<Database>) =>
  db
    .selectFrom('prices')
    .leftJoin('zones', 'zones.id', 'prices.zone_id')
    .leftJoin('users as operators', 'operators.id', 'prices.user_add')
    .select([
      'prices.id',
      'prices.zone_id',
      'zones.name as zone_name',
      'prices.product',
      'prices.price_cents',
      'prices.effective_from',
      'prices.user_add',
      'operators.name as operator_name',
      'operators.last_name as operator_last_name',
      'prices.created_at',
      'prices.updated_at',
      'prices.deleted_at',
    ]);

type SelectedRow = Awaited<
  ReturnType<ReturnType<typeof selectPriceRows>['executeTakeFirstOrThrow']>
>;

/** `Name Last name` of an operator, or null. */
export const operatorName = (name: string | null, lastName: string | null): string | null =>
  name === null ? null : `${name} ${lastName ?? ''}`.trim();

function toView(row: SelectedRow): PriceView {
  const { price_cents, operator_name, operator_last_name, ...rest } = row;
  return {
    ...rest,
    price: toPesos(price_cents),
    user_add_name: operatorName(operator_name, operator_last_name),
  };
}

export const findPriceRow = (db: Kysely<Database>, id: number) =>
  db.selectFrom('prices').selectAll().where('id', '=', id).executeTakeFirst();

export async function getPriceView(db: Kysely<Database>, id: number): Promise<PriceView> {
  return toView(await selectPriceRows(db).where('prices.id', '=', id).executeTakeFirstOrThrow());
}

function filterCondition(filter: PriceListFilter): Expression<SqlBool> {
  const eb = expressionBuilder<Database, 'prices' | 'zones'>();
  const conditions: Expression<SqlBool>[] = [
    ...trashedConditions('prices.deleted_at', filter.trashed),
  ];
  if (filter.zone_id !== undefined) conditions.push(eb('prices.zone_id', '=', filter.zone_id));
  if (filter.product !== undefined) conditions.push(eb('prices.product', '=', filter.product));
  if (filter.from !== undefined) conditions.push(eb('prices.effective_from', '>=', filter.from));
  if (filter.to !== undefined) conditions.push(eb('prices.effective_from', '<=', filter.to));
  if (filter.matches !== undefined) {
    const { zoneIds, products } = filter.matches;
    const alternatives: Expression<SqlBool>[] = [];
    if (zoneIds.length > 0) alternatives.push(eb('prices.zone_id', 'in', zoneIds));
    if (products.length > 0) alternatives.push(eb('prices.product', 'in', products));
    conditions.push(alternatives.length > 0 ? eb.or(alternatives) : sql<SqlBool>`1 = 0`);
  }
  return eb.and(conditions);
}

export async function listPricePage(
  db: Kysely<Database>,
  filter: PriceListFilter,
  request: PageRequest,
): Promise<Page<PriceView>> {
  const sortColumn = sortColumnOf(sortable, filter.sort, sortable.effective_from);
  const order = filter.order ?? (filter.sort === undefined ? 'desc' : 'asc');
  const where = filterCondition(filter);
  return paginate(
    request,
    selectPriceRows(db).where(where).orderBy(sortColumn, order).orderBy('prices.id', order),
    db
      .selectFrom('prices')
      .leftJoin('zones', 'zones.id', 'prices.zone_id')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where(where),
    toView,
  );
}

export async function insertPrice(
  db: Kysely<Database>,
  price: Insertable<PricesTable>,
): Promise<number> {
  const row = await db.insertInto('prices').values(price).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updatePriceRow(
  db: Kysely<Database>,
  id: number,
  changes: Updateable<PricesTable>,
): Promise<void> {
  await db.updateTable('prices').set(changes).where('id', '=', id).execute();
}

/** Whether another live price of the zone and product starts on the day. */
export async function sameDayPriceExists(
  db: Kysely<Database>,
  zoneId: number,
  product: ProductValue,
  day: string,
  exceptId?: number,
): Promise<boolean> {
  let query = db
    .selectFrom('prices')
    .select('id')
    .where('zone_id', '=', zoneId)
    .where('product', '=', product)
    .where('effective_from', '=', day)
    .where('deleted_at', 'is', null);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

export interface RangeFilter {
  from: string;
  to: string;
  zone_id?: number | undefined;
  product?: ProductValue | undefined;
}

export interface GroupedRecords {
  zone_id: number;
  zone_name: string | null;
  product: ProductValue;
  records: PriceRecord[];
}

/**
 * The live price records that can be in force within [from, to], per zone and product: those that
 * start in the range and, for each zone and product, the one in force on the day before the range
 * (the newest record of the last day before it, the one the steps would keep). That one is found
 * per zone and product, every zone by every product, by a backward step on
 * prices_zone_product_effective_index: the records before the range are not read one by one (a
 * range that starts today read every record of the book).
 */
export async function priceRecordsForRange(
  db: Kysely<Database>,
  filter: RangeFilter,
): Promise<GroupedRecords[]> {
  const base = () => {
    let query = db
      .selectFrom('prices')
      .leftJoin('zones', 'zones.id', 'prices.zone_id')
      .select([
        'prices.id',
        'prices.zone_id',
        'zones.name as zone_name',
        'prices.product',
        'prices.price_cents',
        'prices.effective_from',
      ])
      .where('prices.deleted_at', 'is', null);
    if (filter.zone_id !== undefined) query = query.where('prices.zone_id', '=', filter.zone_id);
    if (filter.product !== undefined) query = query.where('prices.product', '=', filter.product);
    return query;
  };
  const products = filter.product === undefined ? ALL_PRODUCTS : [filter.product];
  const kinds = sql.join(
    products.map((product) => sql`select cast(${product} as text) as product`),
    sql` union all `,
  );
  const zone = filter.zone_id === undefined ? sql`` : sql`where z.id = ${filter.zone_id}`;
  const lastBefore = sql<number>`(select (
      select e.id from prices e
      where e.zone_id = z.id and e.product = k.product and e.deleted_at is null
        and e.effective_from < ${filter.from}
      order by e.effective_from desc, e.id desc limit 1)
    from zones z cross join (${kinds}) k ${zone})`;
  const [inside, before] = await Promise.all([
    base()
      .where('prices.effective_from', '>=', filter.from)
      .where('prices.effective_from', '<=', filter.to)
      .execute(),
    base().where('prices.id', 'in', lastBefore).execute(),
  ]);
  const groups = new Map<string, GroupedRecords>();
  for (const row of [...before, ...inside]) {
    const key = `${String(row.zone_id)}:${row.product}`;
    let group = groups.get(key);
    if (group === undefined) {
      group = { zone_id: row.zone_id, zone_name: row.zone_name, product: row.product, records: [] };
      groups.set(key, group);
    }
    group.records.push({
      id: row.id,
      effective_from: row.effective_from,
      price_cents: row.price_cents,
    });
  }
  return [...groups.values()];
}
