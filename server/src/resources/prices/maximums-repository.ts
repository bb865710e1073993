import type { Static } from '@sinclair/typebox';
import {
  expressionBuilder,
  type Expression,
  type Insertable,
  type Kysely,
  type SqlBool,
  type Updateable,
} from 'kysely';
import type { PriceMaximum } from './schemas';
import type { Database, PriceMaximumsTable } from '../../db/tables';
import type { ProductKindValue } from '../../domain/regulated-maximum';
import { addDays, weekEndOf } from '../../lib/calendar-days';
import { toPesos } from '../../lib/money';
import {
  sortColumnOf,
  type Page,
  type PageRequest,
  trashedConditions,
  paginate,
} from '../../kit/pagination';
import { operatorName } from './repository';

export type PriceMaximumView = Static<typeof PriceMaximum>;

export interface PriceMaximumListFilter {
  zone_id?: number | undefined;
  product_kind?: ProductKindValue | undefined;
  from?: string | undefined;
  to?: string | undefined;
  trashed?: 'without' | 'only' | 'with' | undefined;
  sort?: string | undefined;
  order?: 'asc' | 'desc' | undefined;
}

const sortable = {
  id: 'price_maximums.id',
  zone_id: 'price_maximums.zone_id',
  zone_name: 'zones.name',
  product_kind: 'price_maximums.product_kind',
  week_start: 'price_maximums.week_start',
  max: 'price_maximums.max_cents',
  created_at: 'price_maximums.created_at',
  updated_at: 'price_maximums.updated_at',
  deleted_at: 'price_maximums.deleted_at',
} as const;

const selectMaximumRows = (db: Kysely<Database>) =>
  db
    .selectFrom('price_maximums')
    .leftJoin('zones', 'zones.id', 'price_maximums.zone_id')
    .leftJoin('users as operators', 'operators.id', 'price_maximums.user_add')
    .select([
      'price_maximums.id',
      'price_maximums.zone_id',
      'zones.name as zone_name',
      'price_maximums.product_kind',
      'price_maximums.week_start',
      'price_maximums.max_cents',
      'price_maximums.user_add',
      'operators.name as operator_name',
      'operators.last_name as operator_last_name',
      'price_maximums.created_at',
      'price_maximums.updated_at',
      'price_maximums.deleted_at',
    ]);

type SelectedRow = Awaited<
  ReturnType<ReturnType<typeof selectMaximumRows>['executeTakeFirstOrThrow']>
>;

function toView(row: SelectedRow): PriceMaximumView {
  const { max_cents, operator_name, operator_last_name, ...rest } = row;
  return {
    ...rest,
    week_end: weekEndOf(row.week_start),
    max: toPesos(max_cents),
    user_add_name: operatorName(operator_name, operator_last_name),
  };
}

export const findMaximumRow = (db: Kysely<Database>, id: number) =>
  db.selectFrom('price_maximums').selectAll().where('id', '=', id).executeTakeFirst();

export async function getMaximumView(db: Kysely<Database>, id: number): Promise<PriceMaximumView> {
  return toView(
    await selectMaximumRows(db).where('price_maximums.id', '=', id).executeTakeFirstOrThrow(),
  );
}

/** The live maximum of a zone, kind and week, if any. */
export const liveMaximum = (
  db: Kysely<Database>,
  zoneId: number,
  kind: ProductKindValue,
  weekStart: string,
) =>
  db
    .selectFrom('price_maximums')
    .select(['id', 'max_cents'])
    .where('zone_id', '=', zoneId)
    .where('product_kind', '=', kind)
    .where('week_start', '=', weekStart)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();

function filterCondition(filter: PriceMaximumListFilter): Expression<SqlBool> {
  const eb = expressionBuilder<Database, 'price_maximums' | 'zones'>();
  const conditions: Expression<SqlBool>[] = [
    ...trashedConditions('price_maximums.deleted_at', filter.trashed),
  ];
  if (filter.zone_id !== undefined)
    conditions.push(eb('price_maximums.zone_id', '=', filter.zone_id));
  if (filter.product_kind !== undefined)
    conditions.push(eb('price_maximums.product_kind', '=', filter.product_kind));
  // weeks that overlap the range: they end on or after `from` and start on or before `to`
  if (filter.from !== undefined)
    conditions.push(eb('price_maximums.week_start', '>=', addDays(filter.from, -6)));
  if (filter.to !== undefined) conditions.push(eb('price_maximums.week_start', '<=', filter.to));
  return eb.and(conditions);
}

export async function listMaximumPage(
  db: Kysely<Database>,
  filter: PriceMaximumListFilter,
  request: PageRequest,
): Promise<Page<PriceMaximumView>> {
  const sortColumn = sortColumnOf(sortable, filter.sort, sortable.week_start);
  const order = filter.order ?? (filter.sort === undefined ? 'desc' : 'asc');
  const where = filterCondition(filter);
  return paginate(
    request,
    selectMaximumRows(db)
      .where(where)
      .orderBy(sortColumn, order)
      .orderBy('price_maximums.id', order),
    db
      .selectFrom('price_maximums')
      .leftJoin('zones', 'zones.id', 'price_maximums.zone_id')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where(where),
    toView,
  );
}

/** The live maximums of the weeks that overlap [from, to]. */
export const liveMaximumsForRange = (
  db: Kysely<Database>,
  filter: { from: string; to: string; zone_id?: number | undefined },
) => {
  let query = db
    .selectFrom('price_maximums')
    .select(['zone_id', 'product_kind', 'week_start', 'max_cents'])
    .where('deleted_at', 'is', null)
    .where('week_start', '>=', addDays(filter.from, -6))
    .where('week_start', '<=', filter.to)
    .orderBy('week_start');
  if (filter.zone_id !== undefined) query = query.where('zone_id', '=', filter.zone_id);
  return query.execute();
};

export async function insertMaximum(
  db: Kysely<Database>,
  maximum: Insertable<PriceMaximumsTable>,
): Promise<number> {
  const row = await db
    .insertInto('price_maximums')
    .values(maximum)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateMaximumRow(
  db: Kysely<Database>,
  id: number,
  changes: Updateable<PriceMaximumsTable>,
): Promise<void> {
  await db.updateTable('price_maximums').set(changes).where('id', '=', id).execute();
}
