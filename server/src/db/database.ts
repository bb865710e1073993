import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDialectConfig } from 'kysely';
import pg from 'pg';
import { sqliteChangeStamp, type ChangeStamp } from './change-stamp';
import type { Database } from './tables';
import { PROJECT_ROOT } from '../lib/project-root';

export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseOptions {
  /** A postgres:// or postgresql:// URL selects PostgreSQL. */
  url?: string | undefined;
  /** SQLite file, used when no PostgreSQL URL is given. */
  file?: string | undefined;
  /** PostgreSQL schema to use as search_path (tests use one fresh schema per file). */
  schema?: string | undefined;
  /**
   * SQLite only: false for a throwaway database (a test file's), whose commits need not wait for
   * the disk (`synchronous = OFF`). Every other database keeps SQLite's default, FULL: an
   * acknowledged write survives a crash (reliability/crash-safety.spec.ts).
   */
  durable?: boolean | undefined;
}

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  /** The PostgreSQL schema in use when not the default one. */
  schema?: string | undefined;
  /** On SQLite, what tells whether the data changed (see change-stamp.ts). */
  changeStamp?: ChangeStamp | undefined;
}

export const DEFAULT_DATABASE_FILE = resolve(PROJECT_ROOT, 'data/gas.db');

const isPostgresUrl = (url: string | undefined): url is string =>
  url !== undefined && /^postgres(ql)?:\/\//.test(url);

// COUNT(*) and BIGINT columns (money in cents) come back from pg as strings; they fit in a number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

function createPostgres(url: string, schema: string | undefined): Kysely<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(schema === undefined ? {} : { options: `-c search_path=${schema}` }),
  });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/** Prepared statements kept per SQL text (the oldest dropped past this many). */
const STATEMENT_CACHE_SIZE = 500;

/**
 * The connection as Kysely sees it, with its prepared statements kept: Kysely prepares every query
 * it runs, and preparing cost about as much as running a list page's queries. A statement is
 * never used by two queries at once: Kysely runs one query at a time on the one connection.
 */
function withStatementCache(database: SqliteDatabase.Database): SqliteDialectConfig['database'] {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    prepare(text: string) {
      let statement = statements.get(text);
      if (statement === undefined) {
        statement = database.prepare(text);
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
      database.close();
    },
  };
}

function createSqlite(
  file: string,
  durable: boolean,
): { db: Kysely<Database>; changeStamp: ChangeStamp } {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const database = new SqliteDatabase(file);
  database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  if (!durable) database.pragma('synchronous = OFF');
  return {
    db: new Kysely<Database>({
      dialect: new SqliteDialect({ database: withStatementCache(database) }),
    }),
    changeStamp: sqliteChangeStamp(database),
  };
}

/** Opens the database chosen by the options, falling back to DATABASE_URL / DATABASE_FILE / data/gas.db. */
export function createDatabase(options: DatabaseOptions = {}): DatabaseHandle {
  const url = options.url ?? process.env.DATABASE_URL;
  if (isPostgresUrl(url))
    return { db: createPostgres(url, options.schema), dialect: 'postgres', schema: options.schema };
  const file = options.file ?? process.env.DATABASE_FILE ?? DEFAULT_DATABASE_FILE;
  return { ...createSqlite(file, options.durable ?? true), dialect: 'sqlite' };
}
