import type { Kysely } from 'kysely';
import { oneOf, timestampType, withId } from './schema-helpers';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('polls'))
    .addColumn('title', 'text', (column) => column.notNull())
    .addColumn('description', 'text')
    .addColumn('active', 'integer', (column) => column.notNull().defaultTo(1))
    .addColumn('created_at', timestampType, (column) => column.notNull())
    .addColumn('deleted_at', timestampType)
    .execute();
  await withId(db, db.schema.createTable('poll_questions'))
    .addColumn('poll_id', 'integer', (column) => column.notNull().references('polls.id'))
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('text', 'text', (column) => column.notNull())
    .addColumn('kind', 'text', (column) => column.notNull())
    .addCheckConstraint('poll_questions_kind_check', oneOf('kind', ['rating', 'yes_no', 'text']))
    .execute();
  await db.schema
    .createIndex('poll_questions_poll_id_index')
    .on('poll_questions')
    .column('poll_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('poll_questions').execute();
  await db.schema.dropTable('polls').execute();
}
