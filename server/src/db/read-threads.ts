import type { Worker } from 'node:worker_threads';
import type { Kysely, RawBuilder } from 'kysely';
import { startThread } from '../lib/thread-script';
import type { ReadReply, ReadRequest, ReadThreadData } from './read-protocol';
import type { Database } from './tables';

// Reads run off the event loop. On SQLite every query of the server's one connection runs on the
// event loop, so a read that walks many index entries (a search's total at a million orders)
// holds up every other call for as long as it lasts. A durable SQLite database gets read threads
// (read-thread.ts; SQLITE_READ_THREADS, 2 by default), each with a read-only connection of its
// own; `offLoopRows` sends them the reads that are worth the trip (the order lists' search counts
// and pages), and the loop serves other calls meanwhile. A read there sees
// every commit made before it was sent (WAL), never a transaction still open on the server's
// connection: only reads outside transactions go there. Nor does it see the writes of the group
// not yet committed (group-commit.ts), which the connection's own reads see: what is kept from a
// read there is kept under what that read saw (search-counts.ts).

/** A SQL error from the thread, with SQLite's code as better-sqlite3 gives it. */
class ReadError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
  }
}

/** The thread is gone (it failed to start, crashed or was closed): the read is run here instead. */
class ThreadGone extends Error {}

interface Waiting {
  resolve: (rows: unknown[]) => void;
  reject: (error: Error) => void;
}

/** A started thread and the reads it owes. */
interface Running {
  worker: Worker;
  waiting: Map<number, Waiting>;
  /** Set once the thread failed or exited: nothing more is sent to it. */
  gone: boolean;
  /** Whether it answered a read: a thread that fails before that is not started again. */
  answered: boolean;
}

/** One read thread of a database file, started on the first read and again after a failure. */
export class ReadThread {
  private running: Promise<Running> | null = null;
  /** The thread `running` settled to, while it serves. */
  private current: Running | null = null;
  private nextId = 1;
  private closed = false;
  /** Reads asked and not yet answered. */
  private owed = 0;

  constructor(private readonly file: string) {}

  /** Reads asked of this thread and not yet answered. */
  get pending(): number {
    return this.owed;
  }

  /** The rows of a select, read by the thread. */
  async all(sql: string, parameters: readonly unknown[]): Promise<unknown[]> {
    this.owed++;
    try {
      return await this.read(sql, parameters);
    } finally {
      this.owed--;
    }
  }

  private async read(sql: string, parameters: readonly unknown[]): Promise<unknown[]> {
    if (this.closed) throw new ThreadGone('the read thread is closed');
    const running = this.running ?? this.start();
    this.running = running;
    const { worker, waiting, gone } = await running;
    if (gone) throw new ThreadGone('the read thread is gone');
    const id = this.nextId++;
    const rows = new Promise<unknown[]>((resolve, reject) => {
      waiting.set(id, { resolve, reject });
    });
    if (waiting.size === 1) worker.ref();
    const request: ReadRequest = { id, sql, parameters };
    worker.postMessage(request);
    return rows;
  }

  /** Stops the thread; the reads in flight fail over to the caller's connection. */
  close(): void {
    this.closed = true;
    const running = this.running;
    this.running = null;
    this.current = null;
    if (running === null) return;
    void running.then(
      ({ worker, waiting }) => {
        failAll(waiting, 'the read thread is closed');
        return worker.terminate();
      },
      () => undefined,
    );
  }

  private async start(): Promise<Running> {
    const workerData: ReadThreadData = { file: this.file };
    let worker: Worker;
    try {
      worker = await startThread(__dirname, 'read-thread', { workerData });
    } catch (error) {
      this.running = null;
      throw new ThreadGone(error instanceof Error ? error.message : String(error));
    }
    const running: Running = { worker, waiting: new Map(), gone: false, answered: false };
    this.current = running;
    const { waiting } = running;
    // idle, the thread does not keep the process alive (ref'd while a read waits)
    worker.unref();
    worker.on('message', (reply: ReadReply) => {
      const owed = waiting.get(reply.id);
      if (owed === undefined) return;
      waiting.delete(reply.id);
      running.answered = true;
      if (waiting.size === 0) worker.unref();
      if ('rows' in reply) owed.resolve(reply.rows);
      else owed.reject(new ReadError(reply.error.message, reply.error.code));
    });
    const fail = (reason: string): void => {
      if (running.gone) return;
      running.gone = true;
      // the next read starts a new thread (unless this one was already replaced or closed), if
      // this one ever served: one that cannot open the file leaves every read to the connection
      if (this.current === running) {
        this.current = null;
        this.running = null;
        if (!running.answered) this.closed = true;
      }
      failAll(waiting, reason);
    };
    worker.on('error', (error) => {
      fail(error.message);
    });
    worker.on('exit', (code) => {
      fail(`the read thread exited (${String(code)})`);
    });
    return running;
  }
}

function failAll(waiting: Map<number, Waiting>, reason: string): void {
  const owed = [...waiting.values()];
  waiting.clear();
  for (const { reject } of owed) reject(new ThreadGone(reason));
}

/** Reads spread over `count` threads of one file: each read goes to the one owing fewest. */
export class ReadThreads {
  private readonly threads: ReadThread[];

  constructor(file: string, count: number) {
    this.threads = Array.from({ length: count }, () => new ReadThread(file));
  }

  all(sql: string, parameters: readonly unknown[]): Promise<unknown[]> {
    let chosen: ReadThread | undefined;
    for (const thread of this.threads)
      if (chosen === undefined || thread.pending < chosen.pending) chosen = thread;
    if (chosen === undefined) return Promise.reject(new ThreadGone('no read thread'));
    return chosen.all(sql, parameters);
  }

  close(): void {
    for (const thread of this.threads) thread.close();
  }
}

type Reader = Pick<ReadThread, 'all' | 'close'>;

const readThreads = new WeakMap<Kysely<Database>, Reader>();

/** Gives `db` read threads: `offLoopRows(db, …)` sends its reads there from now on. */
export function attachReadThread(db: Kysely<Database>, thread: Reader): void {
  readThreads.set(db, thread);
}

/**
 * The rows of a select on `db` (outside any transaction), read by the database's read thread when
 * it has one (a durable SQLite database), else on `db` itself. A thread that is gone (crashed,
 * closed) leaves the read to `db`: it is slower, never lost.
 */
export async function offLoopRows<Row>(
  db: Kysely<Database>,
  query: RawBuilder<Row>,
): Promise<Row[]> {
  const thread = readThreads.get(db);
  if (thread !== undefined) {
    const compiled = query.compile(db);
    try {
      return (await thread.all(compiled.sql, compiled.parameters)) as Row[];
    } catch (error) {
      if (!(error instanceof ThreadGone)) throw error;
    }
  }
  return (await query.execute(db)).rows;
}
