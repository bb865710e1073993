import type SqliteDatabase from 'better-sqlite3';
import { CompiledQuery, type Kysely, type SqliteStatement } from 'kysely';

// Group commit of the server's SQLite write transactions. Every commit writes each page the
// transaction touched to the WAL: an order's insert touches some twenty indexes, the trigram index
// and the roll-ups, about 170 KB of pages for an order and a status change, most of them the same
// pages the next order touches again. Here the transactions Kysely runs in one turn of the event
// loop share one SQLite transaction: the first `begin` opens it (IMMEDIATE), each Kysely
// transaction is a savepoint in it (its `commit` releases the savepoint, its `rollback` undoes
// the savepoint alone), and the group commits once the loop has run what was ready: a commit
// queued on Kysely's connection behind whatever holds it. The pages shared by the group are
// written once (about 45 KB of WAL per order and status change in groups of 4, 25 KB in groups
// of 10) and the CPU per write is about halved.
//
// Nothing is answered before its group has committed (and, on a durable database, reached the
// disk): the answers wait for `settled()` (database.ts, app.ts), and so do the read threads, which
// see only what is committed. A read on the connection itself, meanwhile, sees the open group's
// released writes, as it already saw commits before their flush: its answer waits for the same
// commit and flush. If the group's commit fails (the disk is full, say), every answer waiting for
// it fails, none of its writes is kept, and `failures` moves so that nothing kept from a read of
// them is served again (change-stamp.ts).

/** Kysely's texts for its transactions (SqliteDriver) and the group's own commit. */
const BEGIN = 'begin';
const COMMIT = 'commit';
const ROLLBACK = 'rollback';
const GROUP_COMMIT = 'commit -- the group';

interface Waiting {
  promise: Promise<void>;
  resolve: () => void;
  reject: (error: unknown) => void;
}

function waiting(): Waiting {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((resolvePromise, rejectPromise) => {
    resolve = resolvePromise;
    reject = rejectPromise;
  });
  // a group nobody waited for may fail unobserved: its writes' callers were answered already
  // by their own errors, or nobody is waiting
  promise.catch(() => undefined);
  return { promise, resolve, reject };
}

/**
 * The open groups of this process. Another connection to the same file in this process (a test's
 * second "process", a script's connection) that waited for an open group's write lock would wait
 * on the event loop that must run the group's commit: before a connection writes, the others'
 * groups commit at once (between their transactions, which is where a group waits).
 */
const openGroups = new Set<GroupCommit>();

const NOTHING_CHANGED = { changes: 0, lastInsertRowid: 0 };

/** A statement that runs `action` in place of SQL (Kysely calls `run` for a non-reader). */
function control(action: () => void): SqliteStatement {
  return {
    reader: false,
    run() {
      action();
      return NOTHING_CHANGED;
    },
    all() {
      action();
      return [];
    },
    iterate() {
      throw new Error('a transaction control statement does not stream');
    },
  };
}

export interface GroupCommitFigures {
  /** Groups committed. */
  groups: number;
  /** Kysely transactions ended in them (committed or rolled back alone). */
  transactions: number;
}

export class GroupCommit {
  /** Moves when a group's commit fails (see change-stamp.ts). */
  failures = 0;
  readonly figures: GroupCommitFigures = { groups: 0, transactions: 0 };
  /** The SQLite transaction of the group is open. */
  private open = false;
  /** A Kysely transaction runs in the group (between its begin and its end). */
  private inTransaction = false;
  /** The group's commit is queued on the connection. */
  private queued = false;
  /** What `settled()` gave out for the open group. */
  private waiters: Waiting | null = null;
  private db: Kysely<never> | null = null;
  private readonly statements: Record<
    'begin' | 'savepoint' | 'release' | 'rollbackTo' | 'commit' | 'rollback',
    SqliteDatabase.Statement
  >;
  private readonly controls: ReadonlyMap<string, SqliteStatement>;

  constructor(
    private readonly database: SqliteDatabase.Database,
    /** Called after each commit of a group. */
    private readonly committed: () => void,
  ) {
    const prepare = (text: string) => database.prepare(text);
    this.statements = {
      // IMMEDIATE: the write lock taken at the start, so that a moment when another connection
      // holds it (a read thread takes it for an instant when it reads the WAL index while a commit
      // rewrites it) is waited out by the busy timeout. A deferred transaction that read first and
      // then writes gets SQLITE_BUSY at once in that moment ("database is locked": SQLite calls no
      // busy handler for that upgrade). The server's connection is the only writer, and Kysely runs
      // one query at a time on it, so taking the lock at the start costs nothing.
      begin: prepare('begin immediate'),
      savepoint: prepare('savepoint request'),
      release: prepare('release request'),
      rollbackTo: prepare('rollback to request'),
      commit: prepare('commit'),
      rollback: prepare('rollback'),
    };
    this.controls = new Map([
      [BEGIN, control(() => this.begin())],
      [COMMIT, control(() => this.end(true))],
      [ROLLBACK, control(() => this.end(false))],
      [GROUP_COMMIT, control(() => this.commitGroup())],
    ]);
  }

  /** The Kysely instance on the connection, whose queue the group's commit joins. */
  attach(db: Kysely<never>): void {
    this.db = db;
  }

  /** What Kysely's statement text stands for here, or undefined for plain SQL. */
  statement(text: string): SqliteStatement | undefined {
    return this.controls.get(text);
  }

  /** Null when no group is open; else settles once the open group has committed (or failed). */
  settled(): Promise<void> | null {
    if (!this.open) return null;
    this.waiters ??= waiting();
    return this.waiters.promise;
  }

  /** Commits the open group at once, before the connection closes. */
  close(): void {
    if (this.open) this.commitGroup();
  }

  /** Before a statement that writes outside a group: the other connections' groups commit. */
  beforeWrite(): void {
    if (this.open || openGroups.size === 0) return;
    for (const other of openGroups) if (other !== this && !other.inTransaction) other.commitGroup();
  }

  private begin(): void {
    // SQLite rolls a transaction back on its own after some errors (a full disk, an I/O error)
    if (this.open && !this.database.inTransaction)
      this.fail(new Error('the group transaction was rolled back by SQLite'));
    if (!this.open) {
      this.beforeWrite();
      this.statements.begin.run();
      this.open = true;
      openGroups.add(this);
    }
    this.statements.savepoint.run();
    this.inTransaction = true;
  }

  private end(commit: boolean): void {
    this.inTransaction = false;
    this.figures.transactions += 1;
    if (!this.database.inTransaction) {
      const error = new Error('the group transaction was rolled back by SQLite');
      this.fail(error);
      if (commit) throw error;
      return;
    }
    if (commit) this.statements.release.run();
    else {
      this.statements.rollbackTo.run();
      this.statements.release.run();
    }
    this.queueCommit();
  }

  /** Once the loop has run what was ready, the group commits, after what holds the connection. */
  private queueCommit(): void {
    if (this.queued) return;
    this.queued = true;
    setImmediate(() => {
      const db = this.db;
      if (db === null) {
        this.commitGroup();
        return;
      }
      // a failure is given to the answers waiting for the group
      db.executeQuery(CompiledQuery.raw(GROUP_COMMIT)).catch(() => undefined);
    });
  }

  private commitGroup(): void {
    this.queued = false;
    if (!this.open) return;
    const waiters = this.waiters;
    this.waiters = null;
    this.open = false;
    openGroups.delete(this);
    try {
      this.statements.commit.run();
    } catch (error) {
      this.failures += 1;
      if (this.database.inTransaction) this.statements.rollback.run();
      waiters?.reject(error);
      throw error;
    }
    this.figures.groups += 1;
    this.committed();
    waiters?.resolve();
  }

  /** The group is gone, rolled back by SQLite: whoever waits for it is told. */
  private fail(error: Error): void {
    this.failures += 1;
    this.open = false;
    openGroups.delete(this);
    const waiters = this.waiters;
    this.waiters = null;
    waiters?.reject(error);
  }
}
