import { sql, type Kysely } from 'kysely';
import { isPostgres } from './schema-helpers';

// PostgreSQL only: order_status_counts' pages keep room for the updates of their own rows. Its 256
// striped rows (2026_11_29_1000_stripe_order_status_counts) are updated with every new order and
// status change, and each update writes a new version of its row. On a full page (the default
// fillfactor, 100) that version goes to another page, and the table grew under the load run's mix
// to hundreds of pages with tens of thousands of dead versions before autovacuum came by: the
// status counts' sum, read by every list call, read 542 pages a call (0.37 ms). With 90 % of each
// page left free, a row's new version stays on its page (a HOT update) and the dead ones are
// pruned in place, so the table stays a few dozen pages. The rows move to roomy pages as they are
// next updated; nothing is rewritten here. SQLite has no fillfactor and one writer.

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`alter table order_status_counts set (fillfactor = 10)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`alter table order_status_counts reset (fillfactor)`.execute(db);
}
