import { sql, type Kysely, type RawBuilder } from 'kysely';
import { isPostgres } from './schema-helpers';

// Scheduled deliveries: every order gets the calendar day it is to be delivered (`YYYY-MM-DD`,
// not null) and an optional time window (`HH:MM` to `HH:MM`, both or neither; the API checks the
// window). Existing orders are due on the business day (America/Mexico_City) they were taken.
//
// The backfill is one set-based statement, so it stays a matter of seconds at a million orders:
// - PostgreSQL: the column is filled by a rewrite of the table (ALTER COLUMN … TYPE … USING, with
//   its NOT NULL checked in the same pass), which rebuilds the indexes once instead of adding an
//   entry to every index for every row as an UPDATE would;
// - SQLite: one UPDATE whose expression shifts created_at by the zone's offset, written as a CASE
//   over the stretches of constant offset between the oldest and the newest order (SQLite knows
//   no time zones; the stretches come from the runtime's time zone data, as the server's own
//   business days do).
// The due lists (due today, overdue: new and in process orders by delivery day) read a partial
// index on (delivery_date, id) of the orders that are new or in process: a few thousand rows at a
// million orders, walked in id order for one day.

const ZONE = 'America/Mexico_City';
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

const wallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** Minutes the zone's wall clock is ahead of UTC at an instant (negative in Mexico). */
function offsetMinutes(milliseconds: number): number {
  const at = Math.floor(milliseconds / MINUTE_MS) * MINUTE_MS;
  const parts: Record<string, number> = {};
  for (const part of wallClock.formatToParts(new Date(at)))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  const clock = new Date(0);
  clock.setUTCFullYear(parts.year ?? 1970, (parts.month ?? 1) - 1, parts.day ?? 1);
  clock.setUTCHours(parts.hour ?? 0, parts.minute ?? 0, 0, 0);
  return Math.round((clock.getTime() - at) / MINUTE_MS);
}

interface Stretch {
  /** ISO instant where the stretch ends (exclusive); null for the last one. */
  until: string | null;
  offset: number;
}

/** The stretches of constant offset from `first` to `last` (epoch ms), in time order. */
function offsetStretches(first: number, last: number): Stretch[] {
  const stretches: Stretch[] = [];
  let offset = offsetMinutes(first);
  for (let day = first; day < last; day += DAY_MS) {
    const next = Math.min(day + DAY_MS, last);
    if (offsetMinutes(next) === offset) continue;
    // the change lies in (day, next]: found to the minute (offsets change on whole minutes)
    let low = day;
    let high = next;
    while (high - low > MINUTE_MS) {
      const middle = low + Math.floor((high - low) / 2 / MINUTE_MS) * MINUTE_MS;
      if (offsetMinutes(middle) === offset) low = middle;
      else high = middle;
    }
    const change = Math.floor(high / MINUTE_MS) * MINUTE_MS;
    stretches.push({ until: new Date(change).toISOString(), offset });
    offset = offsetMinutes(change);
  }
  stretches.push({ until: null, offset });
  return stretches;
}

/** SQLite: the business day of created_at, by the stretches of the orders' time span. */
function sqliteBusinessDay(stretches: readonly Stretch[]): RawBuilder<unknown> {
  const shifted = (offset: number) =>
    sql`date(created_at, ${sql.lit(`${offset >= 0 ? '+' : ''}${String(offset)} minutes`)})`;
  if (stretches.length === 1) return shifted(stretches[0]?.offset ?? 0);
  const branches = stretches.map((stretch) =>
    stretch.until === null
      ? sql`else ${shifted(stretch.offset)}`
      : sql`when created_at < ${sql.lit(stretch.until)} then ${shifted(stretch.offset)}`,
  );
  return sql`case ${sql.join(branches, sql` `)} end`;
}

async function backfillSqlite(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ first: string | null; last: string | null }>`
    select min(created_at) as first, max(created_at) as last from orders`.execute(db);
  const first = rows[0]?.first ?? null;
  const last = rows[0]?.last ?? null;
  if (first === null || last === null) return;
  const stretches = offsetStretches(Date.parse(first), Date.parse(last));
  await sql`update orders set delivery_date = ${sqliteBusinessDay(stretches)}`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table orders add column delivery_date text`.execute(db);
    await sql`alter table orders
      alter column delivery_date type text using to_char(
        cast(created_at as timestamptz) at time zone ${sql.lit(ZONE)}, 'YYYY-MM-DD'),
      alter column delivery_date set not null,
      add column delivery_window_start text,
      add column delivery_window_end text`.execute(db);
  } else {
    // SQLite adds a NOT NULL column only with a default; every row gets its day right after
    await sql`alter table orders add column delivery_date text not null default ''`.execute(db);
    await sql`alter table orders add column delivery_window_start text`.execute(db);
    await sql`alter table orders add column delivery_window_end text`.execute(db);
    await backfillSqlite(db);
  }
  await sql`create index orders_due_index on orders (delivery_date, id)
    where status in ('new', 'in_process')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index orders_due_index`.execute(db);
  for (const column of ['delivery_window_end', 'delivery_window_start', 'delivery_date'])
    await sql`alter table orders drop column ${sql.id(column)}`.execute(db);
}
