import { sign } from 'node:crypto';
import type { Clock } from '../lib/clock';
import type { ServiceAccount } from './service-account';

const FCM_SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
const JWT_BEARER = 'urn:ietf:params:oauth:grant-type:jwt-bearer';
/** An assertion is valid for an hour at most (Google's limit). */
const ASSERTION_SECONDS = 3600;
/** A cached access token is renewed this long before it expires. */
const RENEW_BEFORE_MS = 5 * 60_000;

const base64url = (value: object): string =>
  Buffer.from(JSON.stringify(value)).toString('base64url');

/** The RS256 JWT a service account presents to its token endpoint (RFC 7523). */
export function signAssertion(account: ServiceAccount, nowMs: number): string {
  const iat = Math.floor(nowMs / 1000);
  const header = base64url({
    alg: 'RS256',
    typ: 'JWT',
    ...(account.privateKeyId === undefined ? {} : { kid: account.privateKeyId }),
  });
  const claims = base64url({
    iss: account.clientEmail,
    scope: FCM_SCOPE,
    aud: account.tokenUri,
    iat,
    exp: iat + ASSERTION_SECONDS,
  });
  const signature = sign('sha256', Buffer.from(`${header}.${claims}`), account.privateKey);
  return `${header}.${claims}.${signature.toString('base64url')}`;
}

/**
 * OAuth2 access tokens for FCM from a service account: a signed assertion exchanged at the
 * account's token_uri, kept until shortly before it expires. Concurrent callers share one exchange.
 */
export class AccessTokenSource {
  private cached: { token: string; renewAtMs: number } | null = null;
  private pending: Promise<string> | null = null;

  constructor(
    private readonly account: ServiceAccount,
    private readonly clock: Clock,
    private readonly timeoutMs: number,
  ) {}

  get(): Promise<string> {
    if (this.cached !== null && this.clock() < this.cached.renewAtMs)
      return Promise.resolve(this.cached.token);
    this.pending ??= this.exchange().finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  /** FCM refused the token (401): the next call fetches a new one. */
  forget(): void {
    this.cached = null;
  }

  private async exchange(): Promise<string> {
    const response = await fetch(this.account.tokenUri, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: JWT_BEARER,
        assertion: signAssertion(this.account, this.clock()),
      }).toString(),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    if (!response.ok) throw new Error(`the token endpoint answered ${String(response.status)}`);
    const body = (await response.json()) as { access_token?: unknown; expires_in?: unknown };
    if (typeof body.access_token !== 'string' || body.access_token === '')
      throw new Error('the token endpoint answered no access token');
    const seconds = typeof body.expires_in === 'number' ? body.expires_in : ASSERTION_SECONDS;
    this.cached = {
      token: body.access_token,
      renewAtMs: this.clock() + Math.max(0, seconds * 1000 - RENEW_BEFORE_MS),
    };
    return body.access_token;
  }
}
