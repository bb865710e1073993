import type { Static } from '@sinclair/typebox';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import { DomainError } from '../../domain/errors';
import { keysetBatches } from '../../kit/keyset';
import { paginate, type Page, type PageRequest } from '../../kit/pagination';
import type { CashCount, CashCountQuery } from './schemas';

// The cash counts: the closed routes (not deleted) with their figures, newest day first, by a
// range of days (inclusive), a driver and a vehicle. The list and its exports read the same rows.

export type CashCountView = Static<typeof CashCount>;
export type CashCountFilter = Static<typeof CashCountQuery>;

/** A range that ends before it starts is a 400 on `to`. */
export function checkCashCountFilter(filter: CashCountFilter): void {
  if (filter.from !== undefined && filter.to !== undefined && filter.to < filter.from)
    throw new DomainError(400, 'validationFailed', { to: ['dateRangeReversed'] });
}

const fromClosedRoutes = (db: Kysely<Database>, filter: CashCountFilter) =>
  db
    .selectFrom('delivery_routes as r')
    .where('r.deleted_at', 'is', null)
    .where('r.status', '=', 'closed')
    .$if(filter.from !== undefined, (query) => query.where('r.route_date', '>=', filter.from ?? ''))
    .$if(filter.to !== undefined, (query) => query.where('r.route_date', '<=', filter.to ?? ''))
    .$if(filter.driver_id !== undefined, (query) =>
      query.where('r.driver_id', '=', filter.driver_id ?? 0),
    )
    .$if(filter.vehicle_id !== undefined, (query) =>
      query.where('r.vehicle_id', '=', filter.vehicle_id ?? 0),
    );

const selectCashCounts = (db: Kysely<Database>, filter: CashCountFilter) =>
  fromClosedRoutes(db, filter)
    .innerJoin('vehicles as v', 'v.id', 'r.vehicle_id')
    .innerJoin('users as d', 'd.id', 'r.driver_id')
    .leftJoin('users as c', 'c.id', 'r.closed_by')
    .select([
      'r.id as route_id',
      'r.route_date',
      'r.vehicle_id',
      'v.plate as vehicle_plate',
      'r.driver_id',
      sql<string>`${sql.ref('d.name')} || ' ' || ${sql.ref('d.last_name')}`.as('driver_name'),
      'r.closed_at',
      'r.closed_by',
      sql<string | null>`${sql.ref('c.name')} || ' ' || ${sql.ref('c.last_name')}`.as(
        'closed_by_name',
      ),
      'r.cash_expected_cents',
      'r.cash_counted_cents',
      'r.cash_difference_cents',
    ]);

type Selected = Awaited<ReturnType<ReturnType<typeof selectCashCounts>['execute']>>[number];

const cents = (value: number | string | null): number => Number(value ?? 0) / 100;

function viewOf(row: Selected): CashCountView {
  const { cash_expected_cents, cash_counted_cents, cash_difference_cents, closed_at, ...rest } =
    row;
  return {
    ...rest,
    closed_at: closed_at ?? '',
    cash_expected: cents(cash_expected_cents),
    cash_counted: cents(cash_counted_cents),
    cash_difference: cents(cash_difference_cents),
  };
}

export function listCashCountPage(
  db: Kysely<Database>,
  filter: CashCountFilter,
  request: PageRequest,
): Promise<Page<CashCountView>> {
  return paginate(
    request,
    selectCashCounts(db, filter).orderBy('r.route_date', 'desc').orderBy('r.id', 'desc'),
    fromClosedRoutes(db, filter).select((eb) => eb.fn.countAll<number>().as('total')),
    viewOf,
  );
}

/** The whole list, newest day first, in keyset batches (exports). */
export function cashCountBatches(
  db: Kysely<Database>,
  filter: CashCountFilter,
): AsyncGenerator<CashCountView[], void, undefined> {
  return keysetBatches(
    async (after: { day: string; id: number } | null, limit) =>
      (
        await selectCashCounts(db, filter)
          .$if(after !== null, (query) =>
            query.where((eb) =>
              eb.or([
                eb('r.route_date', '<', after?.day ?? ''),
                eb.and([
                  eb('r.route_date', '=', after?.day ?? ''),
                  eb('r.id', '<', after?.id ?? 0),
                ]),
              ]),
            ),
          )
          .orderBy('r.route_date', 'desc')
          .orderBy('r.id', 'desc')
          .limit(limit)
          .execute()
      ).map(viewOf),
    (row) => ({ day: row.route_date, id: row.route_id }),
  );
}

export async function countCashCounts(db: Kysely<Database>, filter: CashCountFilter) {
  const row = await fromClosedRoutes(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return row.total;
}
