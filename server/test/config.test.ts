// The environment is validated at start against one schema: a wrong value stops the server with a
// message naming the variable and the form it expects, instead of silently becoming a default.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { configFromEnv, serverSettingsFromEnv } from '../src/config';

const ROOT = resolve(__dirname, '../..');

/** The message configFromEnv stops with for this environment. */
function refusal(env: NodeJS.ProcessEnv): string {
  try {
    configFromEnv(env);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('configFromEnv accepted the environment');
}

describe('configFromEnv', () => {
  test('an empty environment gives the documented defaults', () => {
    const config = configFromEnv({});
    expect(config.jwtTtlSeconds).toBe(3600);
    expect(config.sessionMaxAgeSeconds).toBe(43_200);
    expect(config.rateLimits.login).toEqual({ max: 10, windowSeconds: 900 });
    expect(config.passwordChecks).toEqual({ concurrency: 2, queue: 64 });
    expect(config.corsOrigins).toEqual([]);
    expect(config.trustProxy).toBe(false);
    expect(config.fcmBaseUrl).toBe('https://fcm.googleapis.com');
    expect(serverSettingsFromEnv({})).toEqual({
      port: 8080,
      host: '0.0.0.0',
      spaDir: 'dist',
    });
  });

  test('well-formed values are read', () => {
    const config = configFromEnv({
      JWT_TTL: '900',
      SESSION_MAX_AGE: '7200',
      RATE_LIMIT_LOGIN_MAX: '5',
      RATE_LIMIT_REGISTER_WINDOW: '60',
      PASSWORD_CHECKS_CONCURRENCY: '4',
      CORS_ORIGINS: 'https://a.example.mx, https://b.example.mx/',
      TRUST_PROXY: '127.0.0.1,10.0.0.0/8',
      SMTP_URL: 'smtps://user:pass@mail.example.mx:465',
      FCM_BASE_URL: 'http://127.0.0.1:9/',
      NODE_ENV: 'production',
      PASSWORD_HASH_PROFILE: 'light',
      SEED: 'none',
      ADMIN_EMAIL: 'admin@example.mx',
      ADMIN_PASSWORD: 'a long secret',
      DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/db',
    });
    expect(config.jwtTtlSeconds).toBe(900);
    expect(config.sessionMaxAgeSeconds).toBe(7200);
    expect(config.rateLimits.login).toEqual({ max: 5, windowSeconds: 900 });
    expect(config.rateLimits.register).toEqual({ max: 10, windowSeconds: 60 });
    expect(config.passwordChecks.concurrency).toBe(4);
    expect(config.corsOrigins).toEqual(['https://a.example.mx', 'https://b.example.mx']);
    expect(config.trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8']);
    expect(config.fcmBaseUrl).toBe('http://127.0.0.1:9');
    expect(config.production).toBe(true);
    expect(serverSettingsFromEnv({ PORT: '0', HOST: '127.0.0.1', SPA_DIR: 'out' })).toEqual({
      port: 0,
      host: '127.0.0.1',
      spaDir: 'out',
    });
  });

  test('an empty value counts as unset', () => {
    expect(configFromEnv({ JWT_TTL: '', TRUST_PROXY: '', DATABASE_URL: '' }).jwtTtlSeconds).toBe(
      3600,
    );
  });

  test('JWT_TTL=1h is refused, naming the variable and the expected form', () => {
    const message = refusal({ JWT_TTL: '1h' });
    expect(message).toContain('JWT_TTL');
    expect(message).toMatch(/whole number of seconds/);
    expect(message).toContain('"1h"');
  });

  test.each([
    ['SESSION_MAX_AGE', '12h', /whole number of seconds/],
    ['RATE_LIMIT_LOGIN_MAX', '0', /whole number greater than 0/],
    ['RATE_LIMIT_LOGIN_WINDOW', '15m', /whole number of seconds/],
    ['PASSWORD_CHECKS_QUEUE', '-1', /whole number greater than 0/],
    ['PASSWORD_HASH_PROFILE', 'heavy', /standard or light/],
    ['SEED', 'yes', /demo or none/],
    ['CORS_ORIGINS', 'example.mx', /origin/],
    ['TRUST_PROXY', 'yes please', /true, false, a number of hops/],
    ['SMTP_URL', 'mail.example.mx', /smtp:\/\/ or smtps:\/\//],
    ['FCM_BASE_URL', 'fcm', /http/],
    ['DATABASE_URL', 'mysql://u@h/db', /postgres:\/\//],
    ['ADMIN_EMAIL', 'not-an-address', /e-mail address/],
    ['JWT_SECRET', 'short', /32/],
  ])('%s=%s is refused', (name, value, expected) => {
    const message = refusal({ [name]: value, ADMIN_PASSWORD: 'a long secret' });
    expect(message).toContain(name);
    expect(message).toMatch(expected);
  });

  test('PORT, HOST and the other start settings are checked', () => {
    expect(() => serverSettingsFromEnv({ PORT: '80a' })).toThrow(
      /PORT.*port number from 0 to 65535/s,
    );
    expect(() => serverSettingsFromEnv({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => serverSettingsFromEnv({ HOST: 'two words' })).toThrow(/HOST/);
  });

  test('secrets are never echoed in the message', () => {
    const message = refusal({ JWT_SECRET: 'short-secret-value' });
    expect(message).not.toContain('short-secret-value');
    expect(refusal({ ADMIN_EMAIL: 'admin@example.mx', ADMIN_PASSWORD: 'short' })).not.toContain(
      '"short"',
    );
  });

  test('ADMIN_EMAIL without ADMIN_PASSWORD is refused', () => {
    expect(refusal({ ADMIN_EMAIL: 'admin@example.mx' })).toMatch(/ADMIN_PASSWORD.*ADMIN_EMAIL/s);
  });

  test('a misspelt RATE_LIMIT_ variable is refused as unknown', () => {
    expect(refusal({ RATE_LIMIT_LOGN_MAX: '5' })).toMatch(/RATE_LIMIT_LOGN_MAX.*unknown/s);
  });

  test('every wrong variable is named at once', () => {
    const message = refusal({ JWT_TTL: '1h', PORT: 'http', SESSION_MAX_AGE: '1d' });
    expect(message).toContain('JWT_TTL');
    expect(message).toContain('SESSION_MAX_AGE');
    expect(message).toContain('PORT');
  });
});

describe('starting the server', () => {
  test('with JWT_TTL=1h it exits non-zero with a message naming the variable, before touching the database', () => {
    const folder = mkdtempSync(join(tmpdir(), 'gaslp-config-'));
    try {
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
        cwd: ROOT,
        env: {
          PATH: process.env.PATH,
          JWT_TTL: '1h',
          PORT: '0',
          HOST: '127.0.0.1',
          DATABASE_FILE: join(folder, 'gas.db'),
          MAIL_OUTBOX: join(folder, 'outbox'),
          SEED: 'none',
        },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toMatch(/JWT_TTL="1h": expected a whole number of seconds/);
      expect(spawnSync('ls', [folder], { encoding: 'utf8' }).stdout).not.toContain('gas.db');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
