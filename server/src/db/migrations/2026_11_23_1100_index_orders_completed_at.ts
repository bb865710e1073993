import type { Kysely } from 'kysely';

// Star clients and other reports over completed orders filter on status and a completion-time
// range: this index serves that range without scanning every order.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('orders_status_completed_at_index')
    .on('orders')
    .columns(['status', 'completed_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('orders_status_completed_at_index').execute();
}
