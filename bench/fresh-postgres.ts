// A fresh PostgreSQL database per run, on the server (and as the role) of a base URL, dropped at
// the end: the load bench's scale-out phase and the reliability specs each work in one.
import pg from 'pg';

export interface FreshPostgres {
  /** The URL of the new database (the same server and role as the base URL). */
  url: string;
  name: string;
  /** Drops the database, closing whatever connections are still open on it. */
  drop(): Promise<void>;
}

async function onServer(baseUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Creates `<prefix>_<pid>` (dropping a leftover of the same name first). */
export async function createFreshPostgres(baseUrl: string, prefix: string): Promise<FreshPostgres> {
  if (!/^[a-z][a-z0-9_]{0,40}$/.test(prefix)) throw new Error(`bad database prefix ${prefix}`);
  const name = `${prefix}_${String(process.pid)}`;
  const drop = () => onServer(baseUrl, `drop database if exists ${name} with (force)`);
  await drop();
  await onServer(baseUrl, `create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), name, drop };
}

/** The newest database whose name starts with `prefix` (a load run's fresh one), if any. */
export async function newestDatabase(
  client: pg.Client,
  prefix: string,
): Promise<string | undefined> {
  const found = await client.query<{ datname: string }>(
    `select datname from pg_database where datname like $1 order by oid desc limit 1`,
    [`${prefix}%`],
  );
  return found.rows[0]?.datname;
}
