import { sql, type Kysely } from 'kysely';
import type { Database } from './tables';

// SQLite's trigram indexes (FTS5: orders_search, users_search, answers_search) are made of
// segments: every commit adds a small one, FTS5 merges them a few at a time as writes go on, and a
// bulk load leaves several large ones. A search looks each trigram of its needle up in every
// segment, once per rowid range it walks, so the segments are paid for on every search: on the
// 1,000,000-order bench file (ten large segments from its bulk load) the load run's mix answered
// 1,674 and 1,683 calls a second with the index merged into one, against 1,447 and 1,503 without,
// and its read threads used half the CPU. So when the server has written nothing for a tick (a
// second), it merges each index into one segment, `stepPages` pages at a time (each step a short
// write transaction of its own, about 4 ms at a million orders), for at most `stepBudgetMs` per
// tick, so that a call arriving meanwhile waits for a step or two at most. A merge left half done
// goes on at the next idle tick. Once every index is one segment, the next merge waits until
// there were writes again and `intervalMs` has passed: a merge rewrites the whole index (about
// 2 s of work and 190 MB at a million orders), so a busy day is merged at its first quiet moment
// every ten minutes at most.

/** The FTS5 tables the migrations create. */
export const SEARCH_INDEXES = ['orders_search', 'users_search', 'answers_search'] as const;

/** Pages of merged index written per step (FTS5's 'merge' command with -N: every segment). */
export const MERGE_STEP_PAGES = 100;

export interface UpkeepPolicy {
  /** How often the server looks whether it is idle. */
  tickMs: number;
  /** The most time given to merge steps in one tick. */
  stepBudgetMs: number;
  /** The least time between two merges that ran to the end. */
  intervalMs: number;
  /** Pages of merged index written per step. */
  stepPages: number;
}

export const upkeepPolicy: UpkeepPolicy = {
  tickMs: 1000,
  stepBudgetMs: 20,
  intervalMs: 10 * 60 * 1000,
  stepPages: MERGE_STEP_PAGES,
};

/** The search indexes that exist in this database (none before the migrations ran). */
async function presentIndexes(db: Kysely<Database>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select name from sqlite_master where type = 'table' and name in (${sql.join([...SEARCH_INDEXES])})
    order by name`.execute(db);
  return rows.map((row) => row.name);
}

/**
 * One merge step on `index`, in a write transaction of its own: true when it found segments to
 * merge (FTS5 wrote something: total_changes moved by 2 or more), false once the index is one
 * segment.
 */
export async function mergeStep(
  db: Kysely<Database>,
  index: string,
  pages = MERGE_STEP_PAGES,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const changes = sql<{ n: number }>`select total_changes() as n`;
    const before = (await changes.execute(trx)).rows[0]?.n ?? 0;
    await sql`insert into ${sql.table(index)} (${sql.ref(index)}, rank) values ('merge', ${-pages})`.execute(
      trx,
    );
    const after = (await changes.execute(trx)).rows[0]?.n ?? 0;
    return after - before >= 2;
  });
}

/** Merges every search index into one segment, step after step (the bench's starting state). */
export async function mergeSearchIndexes(db: Kysely<Database>): Promise<number> {
  let steps = 0;
  for (const index of await presentIndexes(db)) while (await mergeStep(db, index)) steps += 1;
  return steps;
}

/** The segments of a search index (its `_idx` table holds a row per leaf page of each). */
export async function segmentsOf(db: Kysely<Database>, index: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select count(distinct segid) as n from ${sql.table(`${index}_idx`)}`.execute(db);
  return rows[0]?.n ?? 0;
}

export interface UpkeepFigures {
  /** Merge steps that did work. */
  steps: number;
  /** Merges run to the end (every index one segment). */
  merges: number;
  /** Ticks whose steps failed (the next idle tick tries again). */
  failures: number;
}

/**
 * The idle-time merges of one SQLite database. `writes` counts the statements that may write run
 * on the connection: a tick sees the server idle when it has not moved since the end of the tick
 * before (whose own steps are counted in it).
 */
export class SearchIndexUpkeep {
  readonly figures: UpkeepFigures = { steps: 0, merges: 0, failures: 0 };
  private timer: NodeJS.Timeout | null = null;
  /** The writes counted at the end of the last tick (this upkeep's steps included). */
  private seen = -1;
  /** When the last merge ran to the end, and the others' writes then (null: not since start). */
  private merged: { at: number; writes: number } | null = null;
  /** The indexes still to merge in the merge under way (null: none under way). */
  private pending: string[] | null = null;
  private running = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly writes: () => number,
    private readonly policy: UpkeepPolicy = upkeepPolicy,
    private readonly now: () => number = Date.now,
  ) {}

  start(): void {
    this.timer ??= setInterval(() => void this.tick(), this.policy.tickMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
  }

  /** One look: when the server wrote nothing since the last tick, some merge steps. */
  async tick(): Promise<void> {
    if (this.running) return;
    const writes = this.writes();
    const idle = writes === this.seen;
    this.seen = writes;
    if (!idle || !this.due(writes)) return;
    this.running = true;
    try {
      this.pending ??= await presentIndexes(this.db);
      const until = this.now() + this.policy.stepBudgetMs;
      do {
        const index = this.pending[0];
        if (index === undefined) break;
        if (await mergeStep(this.db, index, this.policy.stepPages)) this.figures.steps += 1;
        else this.pending.shift();
      } while (this.now() < until);
      if (this.pending.length === 0) {
        this.pending = null;
        this.merged = { at: this.now(), writes: this.writes() };
        this.figures.merges += 1;
      }
    } catch {
      // a step that failed (the connection closing, a disk error) left the index as it was: the
      // next idle tick tries again
      this.figures.failures += 1;
    } finally {
      // this upkeep's own steps are not the server's activity
      this.seen = this.writes();
      this.running = false;
    }
  }

  /** A merge is under way, or none ran since start, or there were writes and the interval passed. */
  private due(writes: number): boolean {
    if (this.pending !== null || this.merged === null) return true;
    return writes !== this.merged.writes && this.now() - this.merged.at >= this.policy.intervalMs;
  }
}
