import { sql, type Kysely } from 'kysely';
import type { RateRule } from '../config';
import type { Database } from '../db/tables';
import { DomainError } from '../http/domain-error';
import { isoAt, type Clock } from '../lib/clock';

/**
 * Fixed-window counters in the rate_limits table, bumped with one atomic upsert, so several
 * processes share the same limits.
 */
export class RateLimiter {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  /** Counts one attempt; throws 429 (with Retry-After) past the rule's maximum. */
  async consume(key: string, rule: RateRule): Promise<void> {
    const now = this.clock();
    const nowIso = isoAt(now);
    const resetAt = isoAt(now + rule.windowSeconds * 1000);
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
    if (row.count > rule.max) {
      const retryAfter = Math.max(1, Math.ceil((Date.parse(row.reset_at) - now) / 1000));
      throw new DomainError(429, 'tooManyAttempts', {}, { 'Retry-After': String(retryAfter) });
    }
  }

  async reset(key: string): Promise<void> {
    await this.db.deleteFrom('rate_limits').where('key', '=', key).execute();
  }
}
