import type { Kysely } from 'kysely';
import { timestampType, withId } from './schema-helpers';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('answers'))
    .addColumn('poll_id', 'integer', (column) => column.notNull().references('polls.id'))
    .addColumn('customer_id', 'integer', (column) => column.references('users.id'))
    .addColumn('order_id', 'integer', (column) => column.references('orders.id'))
    .addColumn('score', 'integer')
    .addColumn('comment', 'text')
    .addColumn('search_text', 'text', (column) => column.notNull())
    .addColumn('created_at', timestampType, (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('answers_poll_id_created_at_index')
    .on('answers')
    .columns(['poll_id', 'created_at'])
    .execute();
  await withId(db, db.schema.createTable('answer_items'))
    .addColumn('answer_id', 'integer', (column) =>
      column.notNull().references('answers.id').onDelete('cascade'),
    )
    .addColumn('question_id', 'integer', (column) =>
      column.notNull().references('poll_questions.id'),
    )
    .addColumn('value', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('answer_items_answer_id_index')
    .on('answer_items')
    .column('answer_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('answer_items').execute();
  await db.schema.dropTable('answers').execute();
}
