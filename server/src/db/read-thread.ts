import { parentPort, workerData } from 'node:worker_threads';
import SqliteDatabase from 'better-sqlite3';
import type { ReadReply, ReadRequest, ReadThreadData } from './read-protocol';

// A thread that answers reads of a SQLite database on a read-only connection of its own, off the
// event loop that answers the calls (read-threads.ts). WAL mode lets it read while the server's
// connection writes; each read is its own transaction, so it sees every commit made before it
// was asked.

const port = parentPort;
if (port === null) throw new Error('read-thread runs as a worker thread');
const { file } = workerData as ReadThreadData;

const database = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
database.pragma('busy_timeout = 5000');

/** Prepared statements kept per SQL text (the oldest dropped past this many). */
const STATEMENT_CACHE_SIZE = 200;
const statements = new Map<string, SqliteDatabase.Statement>();

function statementOf(text: string): SqliteDatabase.Statement {
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
}

port.on('message', (request: ReadRequest) => {
  let reply: ReadReply;
  try {
    reply = { id: request.id, rows: statementOf(request.sql).all(request.parameters) };
  } catch (error) {
    const failure = error instanceof Error ? error : new Error(String(error));
    const code = (failure as { code?: unknown }).code;
    reply = {
      id: request.id,
      error: { message: failure.message, ...(typeof code === 'string' ? { code } : {}) },
    };
  }
  port.postMessage(reply);
});
