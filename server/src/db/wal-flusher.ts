import { closeSync, fdatasync, openSync } from 'node:fs';

/** Flushes an open file to the disk (fdatasync); resolves once the disk has it. */
export type SyncFile = (fd: number) => Promise<void>;

/** fdatasync on libuv's thread pool: the event loop goes on serving while the disk works. */
export const syncOnThreadPool: SyncFile = (fd) =>
  new Promise((resolve, reject) => {
    fdatasync(fd, (error) => {
      if (error === null) resolve();
      else reject(error);
    });
  });

/**
 * Group commit of a SQLite WAL's disk flushes, off the event loop. The connection commits with
 * `synchronous = NORMAL`: a commit writes its frames to the `-wal` file (the OS has them, a crash of
 * the process loses nothing) and returns without waiting for the disk. An answer that may show
 * committed data (in practice, every answer sent after a commit) waits for `pending()`: one flush
 * of the WAL file on the thread pool, in flight at a time, covering every commit made before it
 * started; the commits made while it runs are covered by the next one, which starts when it ends.
 * So N concurrent writes cost about two flushes, and none of them blocks the loop.
 */
export class WalFlusher {
  /** Commits (as counted by `committed`) known to be on the disk. */
  private flushed = 0;
  private running: Promise<void> | null = null;
  /** What the flush in flight covers. */
  private runningCovers = 0;
  /** The flush that starts when the one in flight ends (shared by everything waiting for it). */
  private next: Promise<void> | null = null;
  private fd: number | null = null;
  private closed = false;

  constructor(
    private readonly walFile: string,
    /** Grows with every commit of the connection, and only then (see database.ts). */
    private readonly committed: () => number,
    private readonly sync: SyncFile = syncOnThreadPool,
  ) {}

  /** Null when every commit so far is on the disk; else a promise settled once it is. */
  pending(): Promise<void> | null {
    if (this.closed) return null;
    const target = this.committed();
    if (target <= this.flushed) return null;
    if (this.running === null) return this.start();
    if (target <= this.runningCovers) return this.running;
    this.next ??= this.running.then(
      () => this.startNext(),
      () => this.startNext(),
    );
    return this.next;
  }

  /** Closes the WAL file's descriptor, once the flush in flight (if any) has ended. */
  close(): void {
    this.closed = true;
    const done = () => {
      if (this.fd !== null) closeSync(this.fd);
      this.fd = null;
    };
    if (this.running === null) done();
    else void this.running.then(done, done);
  }

  private startNext(): Promise<void> {
    this.next = null;
    return this.start();
  }

  private start(): Promise<void> {
    if (this.closed) return Promise.resolve();
    const covers = this.committed();
    let run: Promise<void>;
    try {
      // opened on the first flush: SQLite creates the WAL file with the first transaction
      this.fd ??= openSync(this.walFile, 'r');
      run = this.sync(this.fd);
    } catch (error) {
      run = Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    const tracked = run.then(
      () => {
        this.flushed = Math.max(this.flushed, covers);
        this.running = null;
      },
      (error: unknown) => {
        this.running = null;
        throw error;
      },
    );
    this.running = tracked;
    this.runningCovers = covers;
    return tracked;
  }
}
