import { resolve } from 'node:path';
import { RATE_RULES, readEnvironment, type RateLimitedAction, type RateRule } from './environment';
import { PROJECT_ROOT } from './lib/project-root';

export type { RateLimitedAction, RateRule } from './environment';

export interface AppConfig {
  /** Token lifetime in seconds (env JWT_TTL). */
  jwtTtlSeconds: number;
  /** Absolute session lifetime in seconds from sign-in (env SESSION_MAX_AGE); rotation stops there. */
  sessionMaxAgeSeconds: number;
  /** Master secret (env JWT_SECRET, 32 bytes at least); absent: generated once and kept in app_settings. */
  jwtSecret: string | undefined;
  rateLimits: Record<RateLimitedAction, RateRule>;
  /** Password verifications (argon2) that may run at once, and how many may wait for a turn. */
  passwordChecks: { concurrency: number; queue: number };
  /**
   * Folder the mails are written to (env MAIL_OUTBOX): the demo's mail sink. Unset in production
   * unless MAIL_OUTBOX says so; then mail goes only through SMTP_URL.
   */
  mailOutbox: string | undefined;
  smtpUrl: string | undefined;
  production: boolean;
  /** Largest JSON body in bytes. */
  bodyLimit: number;
  /** Folder of the built SPA served at `/` (absent: API only). */
  spaRoot: string | undefined;
  /**
   * Origins allowed to call cross-origin (env CORS_ORIGINS, comma separated). Empty: same origin
   * only. `*`: any origin, without credentials.
   */
  corsOrigins: string[] | '*';
  /** Fastify's trustProxy (env TRUST_PROXY): the proxies whose X-Forwarded-For is believed. */
  trustProxy: boolean | string[] | number;
  /**
   * Push messages to staff browsers through FCM HTTP v1 (env FIREBASE_SERVICE_ACCOUNT: a path to
   * the service account's JSON key, or the JSON itself). Absent: nothing is sent.
   */
  firebaseServiceAccount: string | undefined;
  /** FCM's address (env FCM_BASE_URL; an override for tests, which point it at a local fake). */
  fcmBaseUrl: string;
  /** How long one call to FCM or to the token endpoint may take, in milliseconds. */
  pushTimeoutMs: number;
}

const list = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

/** CORS_ORIGINS: `*`, or a comma-separated list of origins (`https://app.example.mx`). */
export function corsOriginsFrom(value: string | undefined): string[] | '*' {
  if (value?.trim() === '*') return '*';
  return list(value).map((origin) => origin.replace(/\/+$/, ''));
}

/**
 * TRUST_PROXY: unset or `false` trusts no proxy; `true` trusts every hop (only behind a proxy that
 * overwrites X-Forwarded-For); a number trusts that many hops; otherwise a comma-separated list
 * of addresses or CIDR ranges (`127.0.0.1,10.0.0.0/8`).
 */
export function trustProxyFrom(value: string | undefined): boolean | string[] | number {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  return list(text);
}

/** What only the server's start reads: where to listen and the SPA to serve. */
export interface ServerSettings {
  port: number;
  host: string;
  spaDir: string;
}

export function serverSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): ServerSettings {
  const checked = readEnvironment(env);
  return {
    port: Number(checked.PORT ?? 8080),
    host: checked.HOST ?? '0.0.0.0',
    spaDir: checked.SPA_DIR ?? 'dist',
  };
}

/**
 * The configuration from the environment, with the defaults of the product. The whole environment
 * is checked first (readEnvironment): a wrong value stops here, never becomes a default.
 */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const checked = readEnvironment(env);
  const number = (value: string | undefined, fallback: number): number =>
    value === undefined ? fallback : Number(value);
  const production = checked.NODE_ENV === 'production';
  const outbox = checked.MAIL_OUTBOX?.trim();
  const variables = checked as Record<string, string | undefined>;
  const rateLimits = Object.fromEntries(
    Object.entries(RATE_RULES).map(([action, { name, max, windowSeconds }]) => [
      action,
      {
        max: number(variables[`RATE_LIMIT_${name}_MAX`], max),
        windowSeconds: number(variables[`RATE_LIMIT_${name}_WINDOW`], windowSeconds),
      },
    ]),
  ) as Record<RateLimitedAction, RateRule>;
  return {
    jwtTtlSeconds: number(checked.JWT_TTL, 3600),
    sessionMaxAgeSeconds: number(checked.SESSION_MAX_AGE, 43_200),
    jwtSecret: checked.JWT_SECRET,
    rateLimits,
    passwordChecks: {
      concurrency: number(checked.PASSWORD_CHECKS_CONCURRENCY, 2),
      queue: number(checked.PASSWORD_CHECKS_QUEUE, 64),
    },
    mailOutbox:
      outbox !== undefined && outbox !== ''
        ? resolve(PROJECT_ROOT, outbox)
        : production
          ? undefined
          : resolve(PROJECT_ROOT, 'data/outbox'),
    smtpUrl: checked.SMTP_URL,
    production,
    bodyLimit: 1024 * 1024,
    spaRoot: undefined,
    corsOrigins: corsOriginsFrom(checked.CORS_ORIGINS),
    trustProxy: trustProxyFrom(checked.TRUST_PROXY),
    firebaseServiceAccount: checked.FIREBASE_SERVICE_ACCOUNT?.trim() || undefined,
    fcmBaseUrl: (checked.FCM_BASE_URL?.trim() || 'https://fcm.googleapis.com').replace(/\/+$/, ''),
    pushTimeoutMs: 10_000,
  };
}

/** Refuses to start on a configuration that would be unsafe; the message names the fix. */
export function assertSafeConfig(config: AppConfig): void {
  if (config.smtpUrl === undefined && config.mailOutbox === undefined)
    throw new Error(
      'No way to send mail: set SMTP_URL (or MAIL_OUTBOX to write mails to a folder, for a demo)',
    );
}
