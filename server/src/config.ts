import { resolve } from 'node:path';
import { PROJECT_ROOT } from './lib/project-root';

export interface RateRule {
  max: number;
  windowSeconds: number;
}

export type RateLimitedAction = 'login' | 'register' | 'sendEmail' | 'resetPassword';

export interface AppConfig {
  /** Token lifetime in seconds (env JWT_TTL). */
  jwtTtlSeconds: number;
  /** Signing secret (env JWT_SECRET); when absent one is generated once and kept in app_settings. */
  jwtSecret: string | undefined;
  rateLimits: Record<RateLimitedAction, RateRule>;
  /** Folder the mails are written to when no SMTP_URL is set (env MAIL_OUTBOX). */
  mailOutbox: string;
  smtpUrl: string | undefined;
  production: boolean;
  /** Largest JSON body in bytes. */
  bodyLimit: number;
  /** Folder of the built SPA served at `/` (absent: API only). */
  spaRoot: string | undefined;
}

const positiveInteger = (value: string | undefined, fallback: number): number => {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
};

const rule = (name: string, max: number, windowSeconds: number): RateRule => ({
  max: positiveInteger(process.env[`RATE_LIMIT_${name}_MAX`], max),
  windowSeconds: positiveInteger(process.env[`RATE_LIMIT_${name}_WINDOW`], windowSeconds),
});

/** The configuration from the environment, with the defaults of the product. */
export function configFromEnv(): AppConfig {
  return {
    jwtTtlSeconds: positiveInteger(process.env.JWT_TTL, 3600),
    jwtSecret: process.env.JWT_SECRET || undefined,
    rateLimits: {
      login: rule('LOGIN', 10, 900),
      register: rule('REGISTER', 10, 3600),
      sendEmail: rule('SEND_EMAIL', 5, 900),
      resetPassword: rule('RESET_PASSWORD', 10, 900),
    },
    mailOutbox: process.env.MAIL_OUTBOX ?? resolve(PROJECT_ROOT, 'data/outbox'),
    smtpUrl: process.env.SMTP_URL || undefined,
    production: process.env.NODE_ENV === 'production',
    bodyLimit: 1024 * 1024,
    spaRoot: undefined,
  };
}
