import type { Kysely } from 'kysely';
import type { TokenIssuer } from './auth/tokens';
import type { RateLimiter } from './auth/rate-limiter';
import type { SendMail } from './auth/mailer';
import type { AppConfig } from './config';
import type { DialectName } from './db/database';
import type { Database } from './db/tables';
import type { Clock } from './lib/clock';

/** What route modules need: built once per app by buildApp. */
export interface AppContext {
  db: Kysely<Database>;
  dialect: DialectName;
  config: AppConfig;
  clock: Clock;
  tokens: TokenIssuer;
  rateLimiter: RateLimiter;
  sendMail: SendMail;
  /** Key of the HMAC that protects stored reset codes. */
  hmacKey: Uint8Array;
}
