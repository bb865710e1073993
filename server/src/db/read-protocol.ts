// The messages between the server and a SQLite read thread (read-threads.ts, read-thread.ts).

export interface ReadThreadData {
  /** The database file, opened read-only by the thread. */
  file: string;
}

export interface ReadRequest {
  id: number;
  sql: string;
  parameters: readonly unknown[];
}

export type ReadReply =
  { id: number; rows: unknown[] } | { id: number; error: { message: string; code?: string } };
