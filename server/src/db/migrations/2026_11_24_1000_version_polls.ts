import { sql, type Kysely } from 'kysely';

// Reports (polls, answers, the finished orders report):
// - a poll that has answers keeps its questions frozen: editing them makes a new poll row, the
//   next version, linked to the one it replaces by previous_poll_id (unique: a poll has at most
//   one next version, so two concurrent edits cannot fork it) and numbered by version (from 1);
// - the answers of every poll, newest first, read from an index on (created_at, id);
// - the finished orders report (Cancelados with zone, product and employee filters and totals over
//   the whole filtered set): a covering partial index over the live finished orders, walked
//   newest first (id) with every filter column at hand (deleted_at too, which the list condition
//   names: SQLite reads an index alone only when it holds every column the query names), so
//   pages and totals read the index alone.

const FINISHED = `deleted_at is null and status in ('completed', 'cancelled')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('polls')
    .addColumn('previous_poll_id', 'integer', (column) => column.references('polls.id'))
    .execute();
  await db.schema
    .alterTable('polls')
    .addColumn('version', 'integer', (column) => column.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('polls_previous_poll_id_unique')
    .on('polls')
    .column('previous_poll_id')
    .unique()
    .execute();
  await db.schema
    .createIndex('answers_created_at_id_index')
    .on('answers')
    .columns(['created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('answer_items_question_id_index')
    .on('answer_items')
    .column('question_id')
    .execute();
  await sql
    .raw(
      `create index orders_finished_report_index on orders
         (id, created_at, status, zone_id, product, employee_id, quantity, total_cents, deleted_at)
         where ${FINISHED}`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index orders_finished_report_index`.execute(db);
  await db.schema.dropIndex('answer_items_question_id_index').execute();
  await db.schema.dropIndex('answers_created_at_id_index').execute();
  await db.schema.dropIndex('polls_previous_poll_id_unique').execute();
  await db.schema.alterTable('polls').dropColumn('version').execute();
  await db.schema.alterTable('polls').dropColumn('previous_poll_id').execute();
}
