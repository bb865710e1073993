import type { Worker } from 'node:worker_threads';
import { startThread } from '../lib/thread-script';
import type { CheckpointThreadData } from './read-protocol';

// A durable SQLite database's WAL is checkpointed by a thread of its own (checkpoint-thread.ts)
// instead of inside the commit that crosses the WAL's size limit: that commit ran on the event
// loop and flushed the WAL and the database file to the disk (with `synchronous = NORMAL`), holding
// up every call meanwhile. While the thread runs, the server's connection does not checkpoint
// (`wal_autocheckpoint = 0`); if it cannot start or stops, the connection checkpoints again.

/** How often the thread checkpoints (what the WAL holds beyond the database file, at most). */
export const CHECKPOINT_EVERY_MS = 500;

export class CheckpointThread {
  private worker: Worker | null = null;
  private closed = false;

  /**
   * Starts the thread; `stopChecking` turns the connection's own checkpoints off, `checkAgain`
   * back on when the thread cannot serve.
   */
  constructor(
    private readonly file: string,
    stopChecking: () => void,
    private readonly checkAgain: () => void,
  ) {
    stopChecking();
    void this.start();
  }

  close(): void {
    this.closed = true;
    void this.worker?.terminate();
    this.worker = null;
  }

  private async start(): Promise<void> {
    const workerData: CheckpointThreadData = { file: this.file, everyMs: CHECKPOINT_EVERY_MS };
    try {
      const worker = await startThread(__dirname, 'checkpoint-thread', { workerData });
      if (this.closed) {
        void worker.terminate();
        return;
      }
      this.worker = worker;
      worker.unref(); // the server's own handles keep the process alive, not this thread
      const stopped = (): void => {
        if (this.closed || this.worker !== worker) return;
        this.worker = null;
        this.checkAgain();
      };
      worker.on('error', stopped);
      worker.on('exit', stopped);
    } catch {
      if (!this.closed) this.checkAgain();
    }
  }
}
