import { sql, type Kysely } from 'kysely';
import { isPostgres, trigramSchema } from './schema-helpers';

// PostgreSQL only: a search's total counted from the texts the orders share, not from the orders.
// An order's searched text is its folio and then what its customer's other orders mostly repeat
// (name, phone, the employee's name): at 205,000 orders the load run's data holds 1,309 distinct
// texts after the folio. Counting a phone fragment's 1,856 finished orders rechecked them on 1,419
// pages of order_search_texts (28 ms on a slow day), and those first counts took 45 % of the
// database's time in the load run's mix. Now:
// - order_search_phrases: each distinct text after the first word (the phrase), once, with a
//   pg_trgm GIN index;
// - order_phrase_counts: the orders of each phrase per status, deletion and stripe, kept by the
//   trigger that keeps order_search_texts, in the same transaction as the order's write. A write
//   moves the row of its connection's stripe (pg_backend_pid() % STRIPES, as order_status_counts
//   does), so concurrent writes of one customer's orders do not queue on one row;
// - an index on the first word (the folio) of order_search_texts, for the matches a phrase does not
//   hold: a fragment of the folio, or one that spans the folio and the phrase.
// resources/orders/phrase-counts.ts reads them. The block versions of 2026_11_29_1200, which kept
// counts in each process between calls, go: a count is now exact at every call.

const STRIPES = 32;

/** The searched text after its first word ('' when it has one word): the phrase. */
const phraseOf = (text: string) =>
  `case when strpos(${text}, ' ') = 0 then '' else substr(${text}, strpos(${text}, ' ') + 1) end`;

/**
 * The triggers `<fn>_after_insert_or_delete` and `<fn>_after_update` running `fn()` on orders: an
 * insert, a delete, and an update that changes what the searched copy holds.
 */
async function createTriggers(db: Kysely<unknown>, fn: string): Promise<void> {
  await sql
    .raw(
      `create trigger ${fn}_after_insert_or_delete after insert or delete on orders
    for each row execute function ${fn}()`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger ${fn}_after_update
    after update of status, deleted_at, search_text on orders
    for each row when (old.status is distinct from new.status
      or old.deleted_at is distinct from new.deleted_at
      or old.search_text is distinct from new.search_text)
    execute function ${fn}()`,
    )
    .execute(db);
}

async function createCopyTrigger(db: Kysely<unknown>): Promise<void> {
  // a phrase's id, the phrase added first when it is new (a concurrent insert of the same phrase
  // is waited for by its unique index)
  await sql`create function order_search_phrase_id(wanted text) returns integer
    language plpgsql as $$
    declare
      found_id integer;
    begin
      select id into found_id from order_search_phrases where phrase = wanted;
      if found_id is null then
        insert into order_search_phrases (phrase) values (wanted)
          on conflict (phrase) do nothing returning id into found_id;
        if found_id is null then
          select id into found_id from order_search_phrases where phrase = wanted;
        end if;
      end if;
      return found_id;
    end
    $$`.execute(db);
  // one side of a write: the phrase's orders in the slot, moved by `delta` in this connection's row
  // (PL/pgSQL keeps the statement's plan between calls, where an SQL function plans it each time)
  await sql
    .raw(
      `create function order_phrase_counts_move(moved_id integer, moved_status text,
        moved_deleted smallint, delta integer) returns void language plpgsql as $$
    begin
      insert into order_phrase_counts (phrase_id, status, deleted, stripe, orders_count)
        values (moved_id, moved_status, moved_deleted, pg_backend_pid() % ${String(STRIPES)}, delta)
        on conflict (phrase_id, status, deleted, stripe)
        do update set orders_count = order_phrase_counts.orders_count + delta;
    end
    $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create function orders_copy_search() returns trigger language plpgsql as $$
    declare
      old_phrase text;
      new_phrase text;
      old_deleted smallint;
      new_deleted smallint;
      old_id integer;
      new_id integer;
    begin
      if tg_op = 'DELETE' then
        delete from order_search_texts where id = old.id;
      elsif tg_op = 'INSERT' then
        insert into order_search_texts (id, status, deleted_at, search_text)
          values (new.id, new.status, new.deleted_at, coalesce(new.search_text, ''));
      else
        update order_search_texts set status = new.status, deleted_at = new.deleted_at,
          search_text = coalesce(new.search_text, '') where id = new.id;
      end if;
      if tg_op <> 'INSERT' then
        old_phrase := ${phraseOf("coalesce(old.search_text, '')")};
        old_deleted := case when old.deleted_at is null then 0 else 1 end;
      end if;
      if tg_op <> 'DELETE' then
        new_phrase := ${phraseOf("coalesce(new.search_text, '')")};
        new_deleted := case when new.deleted_at is null then 0 else 1 end;
      end if;
      if tg_op = 'INSERT' then
        perform order_phrase_counts_move(order_search_phrase_id(new_phrase), new.status,
          new_deleted, 1);
      elsif tg_op = 'DELETE' then
        perform order_phrase_counts_move(order_search_phrase_id(old_phrase), old.status,
          old_deleted, -1);
      elsif (old_phrase, old.status, old_deleted) is distinct from
          (new_phrase, new.status, new_deleted) then
        old_id := order_search_phrase_id(old_phrase);
        if new_phrase = old_phrase then
          new_id := old_id;
        else
          new_id := order_search_phrase_id(new_phrase);
        end if;
        -- the two rows in one order, whichever way the order moves
        if (old_id, old.status, old_deleted) < (new_id, new.status, new_deleted) then
          perform order_phrase_counts_move(old_id, old.status, old_deleted, -1);
          perform order_phrase_counts_move(new_id, new.status, new_deleted, 1);
        else
          perform order_phrase_counts_move(new_id, new.status, new_deleted, 1);
          perform order_phrase_counts_move(old_id, old.status, old_deleted, -1);
        end if;
      end if;
      return null;
    end
    $$`,
    )
    .execute(db);
  await createTriggers(db, 'orders_copy_search');
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  const schema = sql.id(await trigramSchema(db));
  await sql`drop trigger orders_version_search_blocks_after_insert_or_delete on orders`.execute(db);
  await sql`drop trigger orders_version_search_blocks_after_update on orders`.execute(db);
  await sql`drop function orders_version_search_blocks()`.execute(db);
  await sql`drop table order_search_blocks`.execute(db);

  await sql`create table order_search_phrases (
      id serial primary key,
      phrase text not null unique
    )`.execute(db);
  // the count rows change at every write and stay the same size: room on their page for the new
  // version keeps the update off the index (HOT)
  await sql`create table order_phrase_counts (
      phrase_id integer not null references order_search_phrases (id),
      status text not null,
      deleted smallint not null,
      stripe smallint not null,
      orders_count integer not null,
      primary key (phrase_id, status, deleted, stripe)
    ) with (fillfactor = 70)`.execute(db);
  await sql
    .raw(
      `insert into order_search_phrases (phrase)
      select distinct ${phraseOf('search_text')} from order_search_texts`,
    )
    .execute(db);
  await sql
    .raw(
      `insert into order_phrase_counts (phrase_id, status, deleted, stripe, orders_count)
      select p.id, t.status, case when t.deleted_at is null then 0 else 1 end, 0, count(*)
      from order_search_texts as t
      join order_search_phrases as p on p.phrase = ${phraseOf('t.search_text')}
      group by 1, 2, 3`,
    )
    .execute(db);
  await sql`create index order_search_phrases_trgm_index on order_search_phrases
    using gin (phrase ${schema}.gin_trgm_ops)`.execute(db);
  await sql`create index order_search_texts_head_trgm_index on order_search_texts
    using gin ((split_part(search_text, ' ', 1)) ${schema}.gin_trgm_ops)`.execute(db);
  await createCopyTrigger(db);
  // A search page's ids, newest first, are read either from the id index walked backwards (a
  // fragment most orders' texts hold: the walk stops at the page's last match) or from the trigram
  // index, every match sorted (a rare one). The planner chooses by the matches it expects, which it
  // reads off the column's histogram: at the default 100 entries a phone fragment with 1,856
  // matches was expected to have 21, and its page (every match sorted) took 32 ms instead of 2.4.
  // With 1,000 entries it expects 1,232. Planning reads them: about 0.3 ms more per plan.
  await sql`alter table order_search_texts alter column search_text set statistics 1000`.execute(
    db,
  );
  await sql`analyze order_search_texts`.execute(db);
  await sql`analyze order_search_phrases`.execute(db);
  await sql`analyze order_phrase_counts`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`drop trigger orders_copy_search_after_insert_or_delete on orders`.execute(db);
  await sql`drop trigger orders_copy_search_after_update on orders`.execute(db);
  await sql`drop function orders_copy_search()`.execute(db);
  await sql`drop function order_phrase_counts_move(integer, text, smallint, integer)`.execute(db);
  await sql`drop function order_search_phrase_id(text)`.execute(db);
  await sql`drop index order_search_texts_head_trgm_index`.execute(db);
  await sql`alter table order_search_texts alter column search_text set statistics -1`.execute(db);
  await sql`drop table order_phrase_counts`.execute(db);
  await sql`drop table order_search_phrases`.execute(db);
  // the block versions as 2026_11_29_1200 and 1400 left them, every block new
  await sql`create table order_search_blocks (
      block integer not null,
      stripe integer not null,
      version integer not null,
      primary key (block, stripe)
    )`.execute(db);
  await sql
    .raw(
      `create function orders_version_search_blocks() returns trigger
    language plpgsql as $$
    declare
      changed_id integer;
    begin
      if tg_op = 'DELETE' then
        changed_id := old.id;
        delete from order_search_texts where id = old.id;
      else
        changed_id := new.id;
        if tg_op = 'INSERT' then
          insert into order_search_texts (id, status, deleted_at, search_text)
            values (new.id, new.status, new.deleted_at, coalesce(new.search_text, ''));
        else
          update order_search_texts set status = new.status, deleted_at = new.deleted_at,
            search_text = coalesce(new.search_text, '') where id = new.id;
        end if;
      end if;
      insert into order_search_blocks (block, stripe, version)
        values (changed_id >> 12, pg_backend_pid() % ${String(STRIPES)}, 1)
        on conflict (block, stripe) do update set version = order_search_blocks.version + 1;
      return null;
    end
    $$`,
    )
    .execute(db);
  await createTriggers(db, 'orders_version_search_blocks');
}
