import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import {
  Kysely,
  PostgresDialect,
  SqliteDialect,
  type SqliteDialectConfig,
  type SqliteStatement,
} from 'kysely';
import pg from 'pg';
import { sqliteChangeStamp, type ChangeStamp } from './change-stamp';
import { namingPool } from './pg-named-statements';
import { GroupCommit } from './group-commit';
import { ReadThreads, attachReadThread } from './read-threads';
import { walRestarter } from './wal-restart';
import type { Database } from './tables';
import { SearchIndexUpkeep } from './search-index-upkeep';
import { WalFlusher, type SyncFile } from './wal-flusher';
import { PROJECT_ROOT } from '../lib/project-root';

export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseOptions {
  /** A postgres:// or postgresql:// URL selects PostgreSQL. */
  url?: string | undefined;
  /** SQLite file, used when no PostgreSQL URL is given. */
  file?: string | undefined;
  /**
   * SQLite only: false for a throwaway database (a test file's), whose commits need not wait for
   * the disk (`synchronous = OFF`, no flushes at all). Every other database is durable: its
   * commits reach the disk before an answer shows them (see `flushes`).
   */
  durable?: boolean | undefined;
  /** SQLite only: how the WAL file is flushed to the disk (tests put a double here). */
  syncFile?: SyncFile | undefined;
  /**
   * SQLite only: how many read threads run the reads that walk many index entries (`offLoopRows`,
   * read-threads.ts), each with a read-only connection of its own; 0: none, they run on the
   * connection. Default: SQLITE_READ_THREADS (DEFAULT_READ_THREADS when unset) for a durable database, else 0.
   */
  readThreads?: number | undefined;
}

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  /** On SQLite, what tells whether the data changed (see change-stamp.ts). */
  changeStamp?: ChangeStamp | undefined;
  /**
   * On a durable SQLite database, the WAL's flushes to the disk (see `settled`), so nothing
   * answered is lost to a power cut or an OS crash.
   */
  flushes?: WalFlusher | undefined;
  /** On SQLite, the group commit of the write transactions (group-commit.ts). */
  commits?: GroupCommit | undefined;
  /**
   * On SQLite, what every answer waits for (app.ts): null when every change made so far is
   * committed and, on a durable database, on the disk; else settles once it is.
   */
  settled?: (() => Promise<void> | null) | undefined;
  /** On a durable SQLite database, the idle-time merges of its search indexes. */
  upkeep?: SearchIndexUpkeep | undefined;
}

export const DEFAULT_DATABASE_FILE = resolve(PROJECT_ROOT, 'data/gas.db');

export const isPostgresUrl = (url: string | undefined): url is string =>
  url !== undefined && /^postgres(ql)?:\/\//.test(url);

// COUNT(*) and BIGINT columns (money in cents) come back from pg as strings; they fit in a number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

function createPostgres(url: string): Kysely<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // each connection sends Kysely's queries as named statements, parsed and planned once
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool: namingPool(pool) }) });
}

/** Prepared statements kept per SQL text (the oldest dropped past this many). */
const STATEMENT_CACHE_SIZE = 500;

/**
 * The connection as Kysely sees it, with its prepared statements kept: Kysely prepares every query
 * it runs, and preparing cost about as much as running a list page's queries. A statement is
 * never used by two queries at once: Kysely runs one query at a time on the one connection.
 * `written` is called after every statement that may write (all but plain selects).
 */
function withStatementCache(
  database: SqliteDatabase.Database,
  commits: GroupCommit,
  written: () => void,
  closed: () => void,
): SqliteDialectConfig['database'] {
  const statements = new Map<string, SqliteStatement>();
  return {
    prepare(text: string) {
      let statement = statements.get(text) ?? commits.statement(text);
      if (statement === undefined) {
        const prepared = database.prepare(text);
        statement = /^\s*select\b/i.test(text)
          ? prepared
          : aroundRun(prepared, () => commits.beforeWrite(), written);
        if (statements.size >= STATEMENT_CACHE_SIZE) {
          const oldest = statements.keys().next();
          if (oldest.done !== true) statements.delete(oldest.value);
        }
        statements.set(text, statement);
      }
      return statement;
    },
    close() {
      statements.clear();
      commits.close();
      database.close();
      closed();
    },
  };
}

/** The statement, calling `before` ahead of each run and `after` once it has ended. */
function aroundRun(
  statement: SqliteDatabase.Statement,
  before: () => void,
  after: () => void,
): SqliteStatement {
  return {
    reader: statement.reader,
    run(parameters) {
      before();
      try {
        return statement.run(parameters);
      } finally {
        after();
      }
    },
    all(parameters) {
      before();
      try {
        return statement.all(parameters);
      } finally {
        after();
      }
    },
    iterate(parameters) {
      // only selects stream (Kysely's streamQuery); a write never does
      return statement.iterate(parameters);
    },
  };
}

/** How long a statement waits for a lock another connection holds. */
const BUSY_TIMEOUT_MS = 5000;

function createSqlite(
  file: string,
  durable: boolean,
  syncFile: SyncFile | undefined,
  readThreads: number,
): Omit<DatabaseHandle, 'dialect'> {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const database = new SqliteDatabase(file);
  database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  database.pragma(`busy_timeout = ${String(BUSY_TIMEOUT_MS)}`);
  // NORMAL: a commit writes the WAL and does not wait for the disk (better-sqlite3 builds SQLite
  // with SQLITE_DEFAULT_WAL_SYNCHRONOUS=1, so this was already the case while PRAGMA synchronous
  // said FULL); a durable database's answers wait for the WAL flusher instead
  database.pragma(durable ? 'synchronous = NORMAL' : 'synchronous = OFF');
  // a WAL beside a file on disk: what the flusher, the WAL restarts, the read threads and the
  // search index upkeep work on
  const walFile =
    database.pragma('journal_mode', { simple: true }) === 'wal' && file !== ':memory:';
  const totalChanges = database.prepare<[], number>('select total_changes()').pluck();
  // the WAL started over even while other connections read it all the time (wal-restart.ts)
  const restartWal = walFile ? walRestarter(database, BUSY_TIMEOUT_MS) : undefined;
  // the changes committed so far: total_changes() read whenever no transaction is open
  let committed = 0;
  const written = () => {
    if (database.inTransaction) return;
    const now = totalChanges.get() ?? committed;
    if (now === committed) return;
    committed = now;
    restartWal?.();
  };
  const flushes =
    durable && walFile ? new WalFlusher(`${file}-wal`, () => committed, syncFile) : undefined;
  const commits = new GroupCommit(database, written);
  // an answer waits for its group's commit, then for the WAL's flush
  const settled = (): Promise<void> | null => {
    const group = commits.settled();
    if (group === null) return flushes?.pending() ?? null;
    return group.then(() => flushes?.pending() ?? undefined);
  };
  const reads = readThreads > 0 && walFile ? new ReadThreads(file, readThreads) : undefined;
  // the statements that may write, counted: the upkeep's idle ticks are those without any
  let writeStatements = 0;
  let upkeep: SearchIndexUpkeep | undefined;
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({
      database: withStatementCache(
        database,
        commits,
        () => {
          writeStatements += 1;
          written();
        },
        () => {
          upkeep?.stop();
          reads?.close();
          flushes?.close();
        },
      ),
    }),
  });
  commits.attach(db as Kysely<never>);
  // a durable database's search indexes are merged into one segment when the server is idle
  if (durable && walFile) {
    upkeep = new SearchIndexUpkeep(db, () => writeStatements);
    upkeep.start();
  }
  // a read thread sees what is committed, not the open group's writes (search-counts.ts keeps its
  // counts under the versions the thread saw)
  if (reads !== undefined) attachReadThread(db, reads);
  return {
    db,
    changeStamp: sqliteChangeStamp(database, () => commits.failures),
    flushes,
    commits,
    settled,
    upkeep,
  };
}

/** Read threads of a durable SQLite database when SQLITE_READ_THREADS is unset (or empty). */
export const DEFAULT_READ_THREADS = 2;

/** SQLITE_READ_THREADS (checked at start by environment.ts), or the default. */
function configuredReadThreads(): number {
  const configured = process.env.SQLITE_READ_THREADS?.trim() ?? '';
  return configured === '' ? DEFAULT_READ_THREADS : Number(configured);
}

/** Opens the database chosen by the options, falling back to DATABASE_URL / DATABASE_FILE / data/gas.db. */
export function createDatabase(options: DatabaseOptions = {}): DatabaseHandle {
  const url = options.url ?? process.env.DATABASE_URL;
  if (isPostgresUrl(url)) return { db: createPostgres(url), dialect: 'postgres' };
  const file = options.file ?? process.env.DATABASE_FILE ?? DEFAULT_DATABASE_FILE;
  const durable = options.durable ?? true;
  const readThreads = options.readThreads ?? (durable ? configuredReadThreads() : 0);
  return {
    ...createSqlite(file, durable, options.syncFile, readThreads),
    dialect: 'sqlite',
  };
}
