import { randomUUID } from 'node:crypto';
import type { Role } from '../contract';
import type { UserTypeValue } from '../db/tables';
import { roleOf } from '../domain/roles';
import type { Clock } from '../lib/clock';
import { signHs256, verifyHs256 } from './hs256';

export interface TokenClaims {
  sub: string;
  jti: string;
  iat: number;
  exp: number;
  /** Issue time in milliseconds, compared with users.tokens_valid_after. */
  iat_ms: number;
  roles: { name: Role }[];
  type_user: UserTypeValue;
}

export interface IssuedToken {
  token: string;
  expiresIn: number;
  claims: TokenClaims;
}

const isClaims = (
  payload: Record<string, unknown>,
): payload is Record<string, unknown> & TokenClaims =>
  typeof payload.sub === 'string' &&
  typeof payload.jti === 'string' &&
  typeof payload.iat === 'number' &&
  typeof payload.exp === 'number' &&
  typeof payload.iat_ms === 'number';

/** Signs and verifies the HS256 bearer tokens. */
export class TokenIssuer {
  constructor(
    private readonly secret: Uint8Array,
    readonly ttlSeconds: number,
    private readonly clock: Clock,
  ) {}

  issue(user: { id: number; type_user: UserTypeValue }): Promise<IssuedToken> {
    const issuedAtMs = this.clock();
    const iat = Math.floor(issuedAtMs / 1000);
    const claims: TokenClaims = {
      sub: String(user.id),
      jti: randomUUID(),
      iat,
      exp: iat + this.ttlSeconds,
      iat_ms: issuedAtMs,
      roles: [{ name: roleOf(user.type_user) }],
      type_user: user.type_user,
    };
    const token = signHs256(claims, this.secret);
    return Promise.resolve({ token, expiresIn: this.ttlSeconds, claims });
  }

  /** The claims of a well-signed, unexpired token; null otherwise. */
  verify(token: string): Promise<TokenClaims | null> {
    const payload = verifyHs256(token, this.secret);
    if (payload === null || !isClaims(payload)) return Promise.resolve(null);
    const now = this.clock() / 1000;
    return Promise.resolve(payload.exp > now ? payload : null);
  }

  /** True when less than half of the token's lifetime is left. */
  needsRotation(claims: TokenClaims): boolean {
    const lifetime = claims.exp - claims.iat;
    const left = claims.exp - this.clock() / 1000;
    return left < lifetime / 2;
  }
}
