import type { Kysely } from 'kysely';
import type { TokenIssuer } from './auth/tokens';
import type { RateLimiter } from './auth/rate-limiter';
import type { DerivedKeys } from './auth/jwt-secret';
import type { SendMail } from './auth/mailer';
import type { PasswordCheckQueue } from './auth/password-checks';
import type { AppConfig } from './config';
import type { ChangeStamp } from './db/change-stamp';
import type { DialectName } from './db/database';
import type { Database } from './db/tables';
import type { AuthRows } from './auth/session-rows';
import type { BackgroundTasks } from './lib/background-tasks';
import type { Clock } from './lib/clock';
import type { StampedCache } from './lib/stamped-cache';
import type { KeptPrices } from './domain/price-average';
import type { PushNotifier } from './push/notifier';

/** What route modules need: built once per app by buildApp. */
export interface AppContext {
  db: Kysely<Database>;
  dialect: DialectName;
  config: AppConfig;
  clock: Clock;
  tokens: TokenIssuer;
  rateLimiter: RateLimiter;
  sendMail: SendMail;
  /** Keys derived from the master secret, one per purpose. */
  keys: DerivedKeys;
  /** The bounded queue every password verification goes through. */
  passwordChecks: PasswordCheckQueue;
  /** Work done after the answer (mails, push messages). */
  background: BackgroundTasks;
  /** Push messages through FCM; null without FIREBASE_SERVICE_ACCOUNT. */
  push: PushNotifier | null;
  /**
   * What tells whether the data changed (SQLite). Null on PostgreSQL, where nothing is kept: the
   * caches below are used only with a stamp.
   */
  changeStamp: ChangeStamp | null;
  /** A session's row and its user's, kept per session id while the data does not change. */
  authCache: StampedCache<AuthRows>;
  /** Serialized list pages (UTF-8 JSON), kept per request while the data does not change. */
  pageCache: StampedCache<Buffer>;
  /**
   * Under the price book's change count, on both engines: the whole live book, and the price steps
   * of each range and filter asked (resources/prices/kept-steps.ts).
   */
  priceSteps: StampedCache<KeptPrices>;
}

/**
 * The context of a transaction: the same services, with every query going to `trx`. Inside a
 * transaction only this context is used (on SQLite the one connection is the transaction's).
 */
export const inTransaction = (context: AppContext, trx: Kysely<Database>): AppContext => ({
  ...context,
  db: trx,
});
