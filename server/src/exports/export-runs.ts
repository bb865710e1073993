import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { DomainError } from '../domain/errors';
import type { Clock } from '../lib/clock';

// How many exports may run at once. An export holds a database cursor and, for a PDF, a thread
// that draws it: a user gets a few at a time across every process (their rows in export_runs,
// so the cap holds when several processes share one PostgreSQL), and a process a few more in all
// (a count in memory: it is this process's threads and memory that it protects). Beyond either,
// 429 with Retry-After.

/** Exports one user may have running at once, on every process together. */
export const EXPORTS_PER_USER = 2;
/** Exports one process runs at once, every user together. */
export const EXPORTS_PER_PROCESS = 6;
/** What a refused client is told to wait (seconds): a typical export takes a few. */
export const EXPORT_RETRY_AFTER_SECONDS = 5;
/** A run's row stops counting this long after its last renewal (its process died). */
const LEASE_MILLISECONDS = 60_000;
/** A run writes its progress (and renews its lease) at most this often. */
const PROGRESS_MILLISECONDS = 1_000;
/** A run renews its lease at least this often, even without progress. */
const RENEW_MILLISECONDS = 15_000;

/** The exports this process runs now. */
class ProcessSlots {
  private running = 0;

  constructor(readonly limit: number) {}

  get count(): number {
    return this.running;
  }

  tryTake(): boolean {
    if (this.running >= this.limit) return false;
    this.running += 1;
    return true;
  }

  give(): void {
    this.running = Math.max(0, this.running - 1);
  }
}

export const processExports = new ProcessSlots(EXPORTS_PER_PROCESS);

const busy = (): DomainError =>
  new DomainError(429, 'exportsBusy', {}, { 'Retry-After': String(EXPORT_RETRY_AFTER_SECONDS) });

/** The file an export writes. */
export type ExportFormat = 'xlsx' | 'pdf';

export interface ExportRun {
  /** What the client polls the progress by. */
  readonly id: string;
  /** Records the rows written so far (written to the database at most once a second). */
  progress(rowsDone: number): void;
  /** Records how many rows the export holds. */
  total(rows: number): Promise<void>;
  /** Ends the run: its row is removed and its slots given back (once; never throws). */
  finish(): Promise<void>;
}

const iso = (milliseconds: number): string => new Date(milliseconds).toISOString();

/**
 * Starts an export of `userId`: takes one of this process's slots and one of the user's, or
 * throws 429. The user's count is an insert followed by a count of the user's live rows, the new
 * row included: two runs started at once may both be refused, never both admitted past the cap.
 */
export async function startExportRun(
  db: Kysely<Database>,
  clock: Clock,
  run: { userId: number; list: string; format: ExportFormat },
): Promise<ExportRun> {
  if (!processExports.tryTake()) throw busy();
  const id = randomUUID();
  let inserted = false;
  try {
    const now = clock();
    await db
      .deleteFrom('export_runs')
      .where('user_id', '=', run.userId)
      .where('lease_until', '<', iso(now))
      .execute();
    await db
      .insertInto('export_runs')
      .values({
        id,
        user_id: run.userId,
        list: run.list.slice(0, 100),
        format: run.format,
        rows_total: null,
        started_at: iso(now),
        lease_until: iso(now + LEASE_MILLISECONDS),
      })
      .execute();
    inserted = true;
    const { live } = await db
      .selectFrom('export_runs')
      .select((eb) => eb.fn.countAll<number | string>().as('live'))
      .where('user_id', '=', run.userId)
      .where('lease_until', '>=', iso(now))
      .executeTakeFirstOrThrow();
    if (Number(live) > EXPORTS_PER_USER) throw busy();
  } catch (error) {
    processExports.give();
    if (inserted) await db.deleteFrom('export_runs').where('id', '=', id).execute();
    throw error;
  }

  let rowsDone = 0;
  let written = 0;
  let renewedAt = clock();
  /** When the last write started (the first progress is written at once). */
  let writtenAt = -Infinity;
  let writing: Promise<unknown> = Promise.resolve();
  let finished = false;
  const write = (): void => {
    const now = clock();
    if (finished || (rowsDone === written && now - renewedAt < RENEW_MILLISECONDS)) return;
    if (now - writtenAt < PROGRESS_MILLISECONDS) return;
    writtenAt = now;
    const rows = rowsDone;
    writing = writing
      .then(() =>
        db
          .updateTable('export_runs')
          .set({ rows_done: rows, lease_until: iso(now + LEASE_MILLISECONDS) })
          .where('id', '=', id)
          .execute(),
      )
      .then(
        () => {
          written = rows;
          renewedAt = now;
        },
        // a failed renewal is retried on the next tick; the export itself goes on
        () => undefined,
      );
  };
  const timer = setInterval(write, PROGRESS_MILLISECONDS);
  timer.unref();

  return {
    id,
    progress: (rows) => {
      rowsDone = rows;
      write();
    },
    total: async (rows) => {
      await db.updateTable('export_runs').set({ rows_total: rows }).where('id', '=', id).execute();
    },
    finish: async () => {
      if (finished) return;
      finished = true;
      clearInterval(timer);
      processExports.give();
      await writing;
      await db
        .deleteFrom('export_runs')
        .where('id', '=', id)
        .execute()
        .catch(() => undefined);
    },
  };
}

/** An export's progress, for the user who runs it (undefined: unknown, finished or another's). */
export async function exportProgressOf(
  db: Kysely<Database>,
  clock: Clock,
  id: string,
  userId: number,
): Promise<{ rows_total: number | null; rows_done: number } | undefined> {
  const row = await db
    .selectFrom('export_runs')
    .select(['rows_total', 'rows_done'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('lease_until', '>=', iso(clock()))
    .executeTakeFirst();
  return row === undefined
    ? undefined
    : {
        rows_total: row.rows_total,
        rows_done: row.rows_done,
      };
}
