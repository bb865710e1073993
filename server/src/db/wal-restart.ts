import type SqliteDatabase from 'better-sqlite3';

// A SQLite WAL starts over (its next commit writes from the beginning of the file) only once a
// checkpoint has copied all of it into the database file and no reader still reads it. The
// connection's automatic checkpoints (every 1,000 pages) copy only what no reader still needs, and
// readers on other connections (the read threads, other processes) that are always busy can keep
// them from ever copying the whole WAL: under the load run's mix the WAL then grew by about
// 90 MB a second, and every read and write slowed with it (1,228 calls a second over 60 s against
// 1,782 over 40 s once it was bounded). So every `everyCommits` commits the WAL's length is read
// (a passive checkpoint, which the automatic ones would have made anyway), and past
// `restartFrames` a TRUNCATE checkpoint waits at most `waitMs` for the readers of the WAL to
// finish (new readers read the database file meanwhile), copies the rest and empties the file.
// When readers outlast the wait (a busy machine), it is tried again every `retryCommits` commits
// until it succeeds.

export interface WalRestartPolicy {
  everyCommits: number;
  restartFrames: number;
  waitMs: number;
  retryCommits: number;
}

/** About 16 MB of 4 KB pages: four times what the automatic checkpoints let the WAL reach. */
export const walRestartPolicy: WalRestartPolicy = {
  everyCommits: 500,
  restartFrames: 4000,
  waitMs: 20,
  retryCommits: 20,
};

interface CheckpointRow {
  busy: number;
  log: number;
  checkpointed: number;
}

/** What to call after each commit of `database` (the connection's busy timeout is `busyMs`). */
export function walRestarter(
  database: SqliteDatabase.Database,
  busyMs: number,
  policy: WalRestartPolicy = walRestartPolicy,
): () => void {
  let commits = 0;
  /** Set while a restart is due and has not succeeded yet. */
  let due = false;
  /** Empties the WAL, waiting briefly for its readers; false when they outlasted the wait. */
  const truncate = (): boolean => {
    database.pragma(`busy_timeout = ${String(policy.waitMs)}`);
    try {
      const [row] = database.pragma('wal_checkpoint(TRUNCATE)') as CheckpointRow[];
      return row !== undefined && row.busy === 0;
    } catch (error) {
      // the commit before it stands: a WAL still in use is left to the next try
      if (/^SQLITE_(BUSY|LOCKED)/.test((error as { code?: string }).code ?? '')) return false;
      throw error;
    } finally {
      database.pragma(`busy_timeout = ${String(busyMs)}`);
    }
  };
  return () => {
    commits += 1;
    if (commits < (due ? policy.retryCommits : policy.everyCommits)) return;
    commits = 0;
    if (!due) {
      const [passive] = database.pragma('wal_checkpoint(PASSIVE)') as CheckpointRow[];
      if (passive === undefined || passive.log < policy.restartFrames) return;
    }
    due = !truncate();
  };
}
