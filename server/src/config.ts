import { resolve } from 'node:path';
import { Type, type Static } from '@sinclair/typebox';
import Ajv, { type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import { PROJECT_ROOT } from './lib/project-root';

export interface RateRule {
  max: number;
  windowSeconds: number;
}

/**
 * Limited actions. `login`, `sendEmail` and `resetPassword` count per account (whatever the
 * address); the `…Address` rules count per client address; `register` counts per address;
 * `pushDevices` counts the push-id registrations that write (new or moved ids) per user.
 */
export type RateLimitedAction =
  | 'login'
  | 'loginAddress'
  | 'register'
  | 'sendEmail'
  | 'sendEmailAddress'
  | 'resetPassword'
  | 'resetPasswordAddress'
  | 'pushDevices';

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

const RATE_RULES: Record<RateLimitedAction, { name: string; max: number; windowSeconds: number }> =
  {
    login: { name: 'LOGIN', max: 10, windowSeconds: 900 },
    loginAddress: { name: 'LOGIN_ADDRESS', max: 100, windowSeconds: 900 },
    register: { name: 'REGISTER', max: 10, windowSeconds: 3600 },
    sendEmail: { name: 'SEND_EMAIL', max: 3, windowSeconds: 900 },
    sendEmailAddress: { name: 'SEND_EMAIL_ADDRESS', max: 10, windowSeconds: 900 },
    resetPassword: { name: 'RESET_PASSWORD', max: 10, windowSeconds: 900 },
    resetPasswordAddress: { name: 'RESET_PASSWORD_ADDRESS', max: 30, windowSeconds: 900 },
    pushDevices: { name: 'PUSH_DEVICES', max: 20, windowSeconds: 3600 },
  };

// ---- the environment's schema: every variable the server reads, and the form it must have ----

/** A text variable: `expected` is what the refusal message says the form must be. */
const text = (pattern: string, expected: string, options: { secret?: boolean } = {}) =>
  Type.Optional(
    Type.String({ pattern, description: expected, ...(options.secret ? { secret: true } : {}) }),
  );

const POSITIVE = '^[1-9][0-9]{0,9}$';
const SECONDS = 'a whole number of seconds greater than 0 (e.g. 3600; no unit such as "1h")';
const COUNT = 'a whole number greater than 0';
const ORIGIN = String.raw`https?://[^\s,/]+/*`;
const PROXY_ITEM = String.raw`[0-9A-Za-z.:/\[\]-]+`;

const rateLimitVariables = Object.fromEntries(
  Object.values(RATE_RULES).flatMap(({ name }) => [
    [`RATE_LIMIT_${name}_MAX`, text(POSITIVE, `${COUNT} (attempts per window)`)],
    [`RATE_LIMIT_${name}_WINDOW`, text(POSITIVE, SECONDS)],
  ]),
);

export const environmentSchema = Type.Object(
  {
    NODE_ENV: text('^[A-Za-z][A-Za-z0-9_-]*$', 'one word: production, development or test'),
    PORT: text(
      '^(0|[1-9][0-9]{0,3}|[1-5][0-9]{4}|6[0-4][0-9]{3}|65[0-4][0-9]{2}|655[0-2][0-9]|6553[0-5])$',
      'a port number from 0 to 65535 (0: any free port)',
    ),
    HOST: text(String.raw`^[^\s]+$`, 'an address or host name to listen on (e.g. 0.0.0.0)'),
    SPA_DIR: text(String.raw`^\S(.*\S)?$`, 'a folder (the built SPA)'),
    DATABASE_URL: text(
      String.raw`^postgres(ql)?://\S+$`,
      'postgres://user:password@host:5432/database (unset: SQLite)',
      { secret: true },
    ),
    DATABASE_FILE: text(String.raw`^\S(.*\S)?$`, 'a file path (the SQLite database)'),
    JWT_SECRET: text('^.{32,}$', 'a secret of at least 32 characters', { secret: true }),
    JWT_TTL: text(POSITIVE, SECONDS),
    SESSION_MAX_AGE: text(POSITIVE, SECONDS),
    CORS_ORIGINS: text(
      String.raw`^\s*(\*|${ORIGIN}(\s*,\s*${ORIGIN})*)\s*$`,
      '*, or origins separated by commas (https://app.example.mx,https://admin.example.mx)',
    ),
    TRUST_PROXY: text(
      String.raw`^\s*(true|false|[0-9]+|${PROXY_ITEM}(\s*,\s*${PROXY_ITEM})*)\s*$`,
      'true, false, a number of hops, or addresses and CIDR ranges separated by commas (127.0.0.1,10.0.0.0/8)',
    ),
    SMTP_URL: text(
      String.raw`^smtps?://\S+$`,
      'an SMTP URL starting with smtp:// or smtps:// (smtps://user:pass@mail.example.mx:465)',
      { secret: true },
    ),
    MAIL_OUTBOX: text(String.raw`^\s*\S(.*\S)?\s*$`, 'a folder'),
    SEED: text(String.raw`^\s*([dD][eE][mM][oO]|[nN][oO][nN][eE])\s*$`, 'demo or none'),
    ADMIN_EMAIL: Type.Optional(
      Type.String({ format: 'email', maxLength: 190, description: 'an e-mail address' }),
    ),
    ADMIN_PASSWORD: text('^.{8,128}$', '8 to 128 characters', { secret: true }),
    PASSWORD_HASH_PROFILE: text('^(standard|light)$', 'standard or light'),
    PASSWORD_CHECKS_CONCURRENCY: text(POSITIVE, COUNT),
    PASSWORD_CHECKS_QUEUE: text(POSITIVE, COUNT),
    FIREBASE_SERVICE_ACCOUNT: text(
      String.raw`^\s*\S[\s\S]*$`,
      "a path to the service account's JSON key, or the JSON itself",
      { secret: true },
    ),
    FCM_BASE_URL: text(String.raw`^\s*https?://\S+$`, 'an http:// or https:// URL'),
    ...rateLimitVariables,
  },
  {
    additionalProperties: true,
    // ADMIN_EMAIL alone would create no administrator, silently
    dependencies: { ADMIN_EMAIL: ['ADMIN_PASSWORD'] },
    // RATE_LIMIT_* names outside the rules are misspellings
    propertyNames: {
      anyOf: [{ not: { pattern: '^RATE_LIMIT_' } }, { enum: Object.keys(rateLimitVariables) }],
    },
  },
);

export type ServerEnvironment = Static<typeof environmentSchema>;

const validateEnvironment = (() => {
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv, ['email']);
  return ajv.compile<ServerEnvironment>(environmentSchema);
})();

/** The configuration cannot be used: the message names each variable and the form it expects. */
export class ConfigurationError extends Error {
  override name = 'ConfigurationError';
}

const propertySchema = (name: string): { description?: string; secret?: boolean } | undefined =>
  (environmentSchema.properties as Record<string, { description?: string; secret?: boolean }>)[
    name
  ];

function problemOf(error: ErrorObject, env: Record<string, string>): string | undefined {
  if (error.keyword === 'dependencies') {
    const params = error.params as { property: string; missingProperty: string };
    return `${params.missingProperty} is required when ${params.property} is set`;
  }
  if (error.keyword === 'propertyNames') {
    const { propertyName } = error.params as { propertyName: string };
    return `${propertyName} is unknown (rate-limit rules: ${Object.values(RATE_RULES)
      .map(({ name }) => name)
      .join(', ')}; each with _MAX or _WINDOW)`;
  }
  if (error.instancePath === '' || error.keyword === 'not' || error.keyword === 'enum')
    return undefined;
  const name = error.instancePath.slice(1);
  const schema = propertySchema(name);
  const shown = schema?.secret === true ? '' : `=${JSON.stringify(env[name])}`;
  return `${name}${shown}: expected ${schema?.description ?? 'another form'}`;
}

/**
 * The environment checked against the schema, variables set to an empty text counting as unset.
 * Throws a ConfigurationError naming every wrong variable.
 */
export function readEnvironment(env: NodeJS.ProcessEnv = process.env): ServerEnvironment {
  const set = Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => (entry[1] ?? '') !== ''),
  );
  if (validateEnvironment(set)) return set;
  const problems = [
    ...new Set((validateEnvironment.errors ?? []).map((error) => problemOf(error, set))),
  ].filter((problem) => problem !== undefined);
  throw new ConfigurationError(
    `The environment is not valid:\n${problems.map((problem) => `  ${problem}`).join('\n')}`,
  );
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
