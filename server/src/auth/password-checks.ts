import { DomainError } from '../domain/errors';
import { verifyPassword } from './passwords';

/**
 * A bounded queue in front of argon2: at most `concurrency` verifications run at once (each takes
 * tens of milliseconds of CPU and 64 MiB of memory), at most `queue` wait for a turn, and the rest
 * are refused at once with 429, so a flood of sign-ins cannot exhaust the process.
 */
export class PasswordCheckQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limits: { concurrency: number; queue: number }) {}

  async run<T>(check: () => Promise<T>): Promise<T> {
    if (this.running >= this.limits.concurrency) {
      if (this.waiting.length >= this.limits.queue)
        throw new DomainError(429, 'serverBusy', {}, { 'Retry-After': '1' });
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await check();
    } finally {
      const next = this.waiting.shift();
      // the turn passes straight to the next in line; `running` stays the same
      if (next === undefined) this.running -= 1;
      else next();
    }
  }

  /** Verifications running and waiting now (for tests and figures). */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }
}

/** A password check, through the bounded queue that keeps argon2 from exhausting the process. */
export const checkPassword = (
  context: { readonly passwordChecks: PasswordCheckQueue },
  hash: string,
  password: string,
): Promise<boolean> => context.passwordChecks.run(() => verifyPassword(hash, password));
