import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import pino from 'pino';
import type { AppContext } from './app-context';
import { deriveKeys, resolveMasterSecret } from './auth/jwt-secret';
import { createMailer, type SendMail } from './auth/mailer';
import { PasswordCheckQueue } from './auth/password-checks';
import { RateLimiter } from './auth/rate-limiter';
import { TokenIssuer } from './auth/tokens';
import { installRefusalAudit } from './audit/refusals';
import { assertSafeConfig, configFromEnv, type AppConfig } from './config';
import { createDatabase, type DatabaseHandle } from './db/database';
import { installErrorHandlers } from './http/errors';
import { MULTIPART_LIMITS } from './http/image-upload';
import { loggerSerializers, RequestLog } from './log-redaction';
import { installSecurity } from './http/security';
import { installSpaAndNotFound } from './http/spa';
import { installValidators } from './http/validators';
import { BackgroundTasks } from './lib/background-tasks';
import { StampedCache } from './lib/stamped-cache';
import { systemClock, type Clock } from './lib/clock';
import { createPushNotifier } from './push/notifier';
import { registerResources } from './resources';
import { KEPT_RANGES, KEPT_STEPS, weightOf } from './resources/prices/kept-steps';

export interface BuildAppOptions {
  /** An open database; by default one is opened from the environment and closed with the app. */
  database?: DatabaseHandle;
  config?: Partial<AppConfig>;
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
  /** Replaces the mailer built from the configuration (tests). */
  sendMail?: SendMail;
}

/** TRUST_PROXY=n: the n nearest hops are proxies whose X-Forwarded-For is believed. */
const trustHops =
  (hops: number) =>
  (_address: string, hop: number): boolean =>
    hop < hops;

/** Sessions whose rows are kept (see authenticate). */
const AUTH_CACHE_ENTRIES = 10_000;
/** List pages kept, and their total size (bytes). */
const PAGE_CACHE_ENTRIES = 1_000;
const PAGE_CACHE_BYTES = 16 * 1024 * 1024;

/** The whole API as one Fastify instance; server.ts only listens. The database must be migrated. */
export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config: AppConfig = { ...configFromEnv(), ...options.config };
  assertSafeConfig(config);
  const clock = options.clock ?? systemClock;
  const ownsDatabase = options.database === undefined;
  const { db, dialect, changeStamp, settled } = options.database ?? createDatabase();

  const app = Fastify({
    logger: options.logger ?? {
      serializers: loggerSerializers,
      // written by libuv's threads, not by the event loop (a write per line took a tenth of a
      // busy server's time); pino flushes what is pending when the process exits
      stream: pino.destination({ dest: 1, sync: false }),
    },
    logController: new RequestLog(),
    bodyLimit: config.bodyLimit,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 1000 },
    trustProxy:
      typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
  });
  const background = new BackgroundTasks(app.log);
  app.addHook('onClose', () => background.idle());
  if (ownsDatabase) app.addHook('onClose', () => db.destroy());
  // no answer shows a write that is not yet committed and on the disk (db/group-commit.ts,
  // db/wal-flusher.ts)
  if (settled !== undefined)
    app.addHook('onSend', (_request, _reply, payload, done) => {
      const pending = settled();
      if (pending === null) done(null, payload);
      else pending.then(() => done(null, payload), done);
    });

  const keys = deriveKeys(await resolveMasterSecret(db, config.jwtSecret));
  const context: AppContext = {
    db,
    dialect,
    config,
    clock,
    tokens: new TokenIssuer(keys.tokens, config.jwtTtlSeconds, clock),
    rateLimiter: new RateLimiter(db, clock),
    sendMail:
      options.sendMail ??
      createMailer({ outbox: config.mailOutbox, smtpUrl: config.smtpUrl, log: app.log }),
    keys,
    passwordChecks: new PasswordCheckQueue(config.passwordChecks),
    background,
    push: createPushNotifier(config, db, clock, app.log),
    changeStamp: changeStamp ?? null,
    authCache: new StampedCache({ entries: AUTH_CACHE_ENTRIES, weight: AUTH_CACHE_ENTRIES }),
    pageCache: new StampedCache(
      { entries: PAGE_CACHE_ENTRIES, weight: PAGE_CACHE_BYTES },
      (body) => body.length,
    ),
    priceSteps: new StampedCache({ entries: KEPT_RANGES, weight: KEPT_STEPS }, weightOf),
  };
  app.decorate('background', background);
  installRefusalAudit(app, context);

  app.decorateRequest('auth', null);
  app.decorateRequest('dataStamp', null);
  installValidators(app);
  installErrorHandlers(app);
  await installSecurity(app, config);
  await app.register(multipart, { limits: MULTIPART_LIMITS });
  await installSpaAndNotFound(app, config.spaRoot);

  registerResources(app, context);
  return app;
}
