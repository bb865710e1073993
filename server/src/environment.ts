// The server's environment: every variable it reads, the form each must have, and the check that
// names every wrong one (a wrong value stops the start, never becomes a default). config.ts turns
// the checked environment into the configuration.
import { Type, type Static } from '@sinclair/typebox';
import Ajv, { type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';

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

/** Each limited action's variable name (RATE_LIMIT_<name>_MAX/_WINDOW) and its defaults. */
export const RATE_RULES: Record<
  RateLimitedAction,
  { name: string; max: number; windowSeconds: number }
> = {
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
    SQLITE_READ_THREADS: text('^\\s*[0-8]\\s*$', 'a whole number from 0 to 8'),
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
