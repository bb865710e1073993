import type { Static } from '@sinclair/typebox';
import { expressionBuilder, sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { User } from './schemas';
import type { Database, UserTypeValue } from '../../db/tables';
import { DomainError } from '../../domain/errors';
import { KEYSET_BATCH_SIZE, keysetBatches } from '../../kit/keyset';
import { trigramSearch } from '../../kit/trigram-search';
import {
  offsetOf,
  pageOf,
  sortColumnOf,
  type Page,
  type PageRequest,
  type TrashedFilter,
  trashedConditions,
} from '../../kit/pagination';

export type UserView = Static<typeof User>;

export interface UserListFilter {
  search?: string | undefined;
  trashed?: TrashedFilter | undefined;
  typeUser?: UserTypeValue | undefined;
  sort?: string | undefined;
  order?: 'asc' | 'desc' | undefined;
}

const sortable = {
  id: 'users.id',
  number: 'users.number',
  username: 'users.username',
  name: 'users.name',
  last_name: 'users.last_name',
  email: 'users.email',
  phone: 'users.phone',
  type_user: 'users.type_user',
  zone_id: 'users.zone_id',
  zone_name: 'zones.name',
  created_at: 'users.created_at',
  updated_at: 'users.updated_at',
  deleted_at: 'users.deleted_at',
} as const;

function selectUserViews(db: Kysely<Database>) {
  return db
    .selectFrom('users')
    .leftJoin('zones', 'zones.id', 'users.zone_id')
    .select((eb) => [
      'users.id',
      'users.number',
      'users.username',
      'users.name',
      'users.last_name',
      'users.email',
      'users.phone',
      'users.address',
      'users.type_user',
      'users.zone_id',
      'zones.name as zone_name',
      eb
        .exists(
          eb
            .selectFrom('profile_pictures')
            .select('profile_pictures.user_id')
            .whereRef('profile_pictures.user_id', '=', 'users.id'),
        )
        .as('has_profile_picture'),
      'users.created_at',
      'users.updated_at',
      'users.deleted_at',
    ]);
}

type UserViewRow = Omit<UserView, 'has_profile_picture'> & { has_profile_picture: unknown };

const toView = (row: UserViewRow): UserView => ({
  ...row,
  has_profile_picture: Boolean(row.has_profile_picture),
});

export async function findUserView(
  db: Kysely<Database>,
  id: number,
): Promise<UserView | undefined> {
  const row = await selectUserViews(db).where('users.id', '=', id).executeTakeFirst();
  return row && toView(row);
}

export async function getUserView(db: Kysely<Database>, id: number): Promise<UserView> {
  const view = await findUserView(db, id);
  if (view === undefined) throw new DomainError(404, 'notFound');
  return view;
}

function filterCondition(db: Kysely<Database>, filter: UserListFilter): Expression<SqlBool> {
  const eb = expressionBuilder<Database, 'users'>();
  const conditions: Expression<SqlBool>[] = [
    ...trashedConditions('users.deleted_at', filter.trashed),
  ];
  if (filter.typeUser !== undefined) conditions.push(eb('users.type_user', '=', filter.typeUser));
  if (filter.search !== undefined)
    conditions.push(
      trigramSearch(
        db,
        { searchText: 'users.search_text', id: 'users.id', index: 'users_search' },
        filter.search,
      ),
    );
  return eb.and(conditions);
}

type UserViewQuery = ReturnType<typeof selectUserViews>;

/** A page of the users matching a filter, in the order given, with their total. */
async function userViewPage(
  db: Kysely<Database>,
  filter: UserListFilter,
  request: PageRequest,
  ordered: (query: UserViewQuery) => UserViewQuery,
): Promise<Page<UserView>> {
  const where = filterCondition(db, filter);
  const [rows, count] = await Promise.all([
    ordered(selectUserViews(db).where(where))
      .limit(request.size)
      .offset(offsetOf(request))
      .execute(),
    db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .where(where)
      .executeTakeFirstOrThrow(),
  ]);
  return pageOf(rows.map(toView), count.total, request);
}

export async function listUserPage(
  db: Kysely<Database>,
  filter: UserListFilter,
  request: PageRequest,
): Promise<Page<UserView>> {
  const sortColumn = sortColumnOf(sortable, filter.sort, sortable.id);
  const order = filter.order ?? 'asc';
  return userViewPage(db, filter, request, (query) =>
    query.orderBy(sortColumn, order).orderBy('users.id', order),
  );
}

/** What the users export shows of each user. */
export interface UserExportRow {
  id: number;
  number: string | null;
  name: string;
  last_name: string;
  email: string;
  phone: string | null;
  type_user: UserTypeValue;
  zone_name: string | null;
  created_at: string;
  deleted_at: string | null;
}

/**
 * Every user matching the filter, in the paginated list's default order (id ascending), read by
 * keyset in batches. The filter's sort is not used: exports keep the list's default order.
 */
export function userExportBatches(
  db: Kysely<Database>,
  filter: Omit<UserListFilter, 'sort' | 'order'>,
  batchSize: number = KEYSET_BATCH_SIZE,
): AsyncGenerator<UserExportRow[], void, undefined> {
  const where = filterCondition(db, filter);
  return keysetBatches<UserExportRow, number>(
    (after, limit) => {
      const query = db
        .selectFrom('users')
        .leftJoin('zones', 'zones.id', 'users.zone_id')
        .select([
          'users.id',
          'users.number',
          'users.name',
          'users.last_name',
          'users.email',
          'users.phone',
          'users.type_user',
          'zones.name as zone_name',
          'users.created_at',
          'users.deleted_at',
        ])
        .where(where);
      return (after === null ? query : query.where('users.id', '>', after))
        .orderBy('users.id')
        .limit(limit)
        .execute();
    },
    (row) => row.id,
    batchSize,
  );
}

/** A page of the active users (of one type), by id: `/api/users/all`. */
export async function listAllUsers(
  db: Kysely<Database>,
  filter: UserListFilter,
  request: PageRequest,
): Promise<Page<UserView>> {
  return userViewPage(db, filter, request, (query) => query.orderBy('users.id'));
}

export interface ClientSummary {
  orders_count: number;
  completed_orders: number;
  last_order_at: string | null;
}

export async function clientOrderSummary(
  db: Kysely<Database>,
  userId: number,
): Promise<ClientSummary> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => [
      eb.fn.countAll<number>().as('orders_count'),
      sql<number>`coalesce(sum(case when ${sql.ref('status')} = 'completed' then 1 else 0 end), 0)`.as(
        'completed_orders',
      ),
      eb.fn.max<string | null>('created_at').as('last_order_at'),
    ])
    .where('customer_id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return {
    orders_count: row.orders_count,
    completed_orders: row.completed_orders,
    last_order_at: row.last_order_at,
  };
}
