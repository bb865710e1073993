import { sql, type Kysely } from 'kysely';
import { isPostgres, trigramSchema } from './schema-helpers';

// The answers search (a substring of search_text) without reading every answer of the poll, as
// the users search: on SQLite a contentless FTS5 trigram table keyed by the answer id, filled
// here from the existing answers and kept by triggers; on PostgreSQL a pg_trgm GIN index that
// serves `search_text LIKE '%…%'`.

const sqliteStatements = [
  `create virtual table answers_search using fts5(
     search_text, content='', contentless_delete=1, tokenize='trigram')`,
  `insert into answers_search (rowid, search_text) select id, search_text from answers`,
  `create trigger answers_search_after_insert after insert on answers begin
     insert into answers_search (rowid, search_text) values (new.id, new.search_text);
   end`,
  `create trigger answers_search_after_update after update of id, search_text on answers
     when old.id is not new.id or old.search_text is not new.search_text
   begin
     delete from answers_search where rowid = old.id;
     insert into answers_search (rowid, search_text) values (new.id, new.search_text);
   end`,
  `create trigger answers_search_after_delete after delete on answers begin
     delete from answers_search where rowid = old.id;
   end`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    const schema = await trigramSchema(db);
    await sql`create index answers_search_text_trgm_index on answers
      using gin (search_text ${sql.id(schema)}.gin_trgm_ops)`.execute(db);
    return;
  }
  for (const statement of sqliteStatements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop index answers_search_text_trgm_index`.execute(db);
    return;
  }
  for (const trigger of [
    'answers_search_after_delete',
    'answers_search_after_update',
    'answers_search_after_insert',
  ])
    await sql.raw(`drop trigger ${trigger}`).execute(db);
  await sql`drop table answers_search`.execute(db);
}
