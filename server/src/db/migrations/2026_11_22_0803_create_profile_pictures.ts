import type { Kysely } from 'kysely';
import { binaryType, timestampType } from './schema-helpers';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('profile_pictures')
    .addColumn('user_id', 'integer', (column) =>
      column.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('mime', 'text', (column) => column.notNull())
    .addColumn('data', binaryType(db), (column) => column.notNull())
    .addColumn('updated_at', timestampType, (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('profile_pictures').execute();
}
