import { sql, type Kysely } from 'kysely';
import type { RateRule } from '../config';
import type { Database } from '../db/tables';
import { DomainError } from '../domain/errors';
import { isoAt, type Clock } from '../lib/clock';

/** How often a process sweeps expired counters out of rate_limits. */
const PURGE_EVERY_MS = 60_000;

/**
 * Fixed-window counters in the rate_limits table, bumped with one atomic upsert, so several
 * processes share the same limits. Expired rows are swept out at most once a minute per process.
 *
 * Written here rather than with @fastify/rate-limit: the limits that matter count per account
 * (the e-mail or employee number of the body, resolved to one user), a success resets the
 * account's counter, and they must hold across processes; the plugin keys requests before the
 * body is read and would still need a store written for this database.
 */
export class RateLimiter {
  private lastPurge = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  /** Counts one attempt; throws 429 (with Retry-After) past the rule's maximum. */
  async consume(key: string, rule: RateRule): Promise<void> {
    const { count, retryAfter } = await this.count(key, rule.windowSeconds);
    if (count > rule.max)
      throw new DomainError(429, 'tooManyAttempts', {}, { 'Retry-After': String(retryAfter) });
  }

  /**
   * Counts one event under `key` in a window of `windowSeconds`: how many there have been in the
   * window, this one included, and the seconds until the window ends.
   */
  async count(key: string, windowSeconds: number): Promise<{ count: number; retryAfter: number }> {
    const now = this.clock();
    const nowIso = isoAt(now);
    if (now - this.lastPurge >= PURGE_EVERY_MS) {
      this.lastPurge = now;
      await this.purgeExpired(nowIso);
    }
    const resetAt = isoAt(now + windowSeconds * 1000);
    const expired = sql<boolean>`rate_limits.reset_at <= ${nowIso}`;
    const row = await this.db
      .insertInto('rate_limits')
      .values({ key, count: 1, reset_at: resetAt })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet({
          count: sql<number>`case when ${expired} then 1 else rate_limits.count + 1 end`,
          reset_at: sql<string>`case when ${expired} then excluded.reset_at else rate_limits.reset_at end`,
        }),
      )
      .returning(['count', 'reset_at'])
      .executeTakeFirstOrThrow();
    const retryAfter = Math.max(1, Math.ceil((Date.parse(row.reset_at) - now) / 1000));
    return { count: row.count, retryAfter };
  }

  /** Deletes the counters whose window has ended (they would restart at 1 anyway). */
  async purgeExpired(nowIso: string): Promise<void> {
    await this.db.deleteFrom('rate_limits').where('reset_at', '<=', nowIso).execute();
  }

  async reset(key: string): Promise<void> {
    await this.db.deleteFrom('rate_limits').where('key', '=', key).execute();
  }
}
