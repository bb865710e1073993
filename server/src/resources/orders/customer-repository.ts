import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import { orderViewsByIds, type OrderView } from './repository';
import { offsetOf, pageOf, type Page, type PageRequest } from '../../kit/pagination';

/** A customer's own orders, newest first (orders_customer_id_index). */
export async function listCustomerOrderPage(
  db: Kysely<Database>,
  customerId: number,
  request: PageRequest,
): Promise<Page<OrderView>> {
  const mine = db
    .selectFrom('orders')
    .where('customer_id', '=', customerId)
    .where('deleted_at', 'is', null);
  const { total } = await mine
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await mine
    .select('id')
    .orderBy('id', 'desc')
    .limit(request.size)
    .offset(offsetOf(request))
    .execute();
  const views = await orderViewsByIds(
    db,
    rows.map((row) => row.id),
  );
  return pageOf(views, total, request);
}
