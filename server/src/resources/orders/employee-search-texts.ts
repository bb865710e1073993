import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import { orderSearchText } from '../../domain/search-texts';

/**
 * Rewrites the search text of every order an employee handles, after the employee's name changed
 * (orders keep the name they are found by in their own search text), in the caller's transaction
 * (the user's update); the triggers keep the SQLite search index in step. Answers how many orders
 * changed.
 */
export async function refreshEmployeeOrderSearchTexts(
  db: Kysely<Database>,
  employeeId: number,
): Promise<number> {
  const employee = await db
    .selectFrom('users')
    .select(['name', 'last_name'])
    .where('id', '=', employeeId)
    .executeTakeFirst();
  if (employee === undefined) return 0;
  const orders = await db
    .selectFrom('orders')
    .select(['id', 'folio', 'customer_name', 'customer_phone', 'search_text'])
    .where('employee_id', '=', employeeId)
    .execute();
  let changed = 0;
  for (const order of orders) {
    const searchText = orderSearchText({
      ...order,
      employee_name: `${employee.name} ${employee.last_name}`,
    });
    if (searchText === order.search_text) continue;
    await db
      .updateTable('orders')
      .set({ search_text: searchText })
      .where('id', '=', order.id)
      .execute();
    changed += 1;
  }
  return changed;
}
