import type { FastifyBaseLogger } from 'fastify';

/**
 * Work that runs after the answer has gone (a mail), so the answer's time and body do not depend
 * on it. Failures are logged; `idle()` resolves when nothing is running (the app waits on close).
 */
export class BackgroundTasks {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  run(name: string, task: () => Promise<void>): void {
    const promise = Promise.resolve()
      .then(task)
      .catch((error: unknown) => {
        this.log.error({ err: error, task: name }, 'background task failed');
      })
      .finally(() => this.pending.delete(promise));
    this.pending.add(promise);
  }

  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's background work; tests await `idle()` to see its effects. */
    background: BackgroundTasks;
  }
}
