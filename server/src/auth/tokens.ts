import { createHash, randomUUID } from 'node:crypto';
import type { Role } from '../domain/roles';
import type { UserTypeValue } from '../db/tables';
import { roleOf } from '../domain/roles';
import type { Clock } from '../lib/clock';
import { signHs256, verifyHs256 } from './hs256';

export interface TokenClaims {
  sub: string;
  /** The session the token belongs to (one sign-in); see auth/session-rows.ts. */
  sid: string;
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
  typeof payload.sid === 'string' &&
  typeof payload.jti === 'string' &&
  typeof payload.iat === 'number' &&
  typeof payload.exp === 'number' &&
  typeof payload.iat_ms === 'number';

/** Well-signed tokens remembered, so that a token's signature is checked once, not per call. */
const VERIFIED_TOKENS = 10_000;

/**
 * The longest bearer token read (characters). The server's tokens are about 400; anything longer
 * is refused before it is decoded, hashed or remembered.
 */
export const MAX_TOKEN_LENGTH = 4096;

/** The memo's key: a fixed-size digest of the token's text, not the text itself. */
const memoKey = (token: string): string => createHash('sha256').update(token).digest('base64');

/** Signs and verifies the HS256 bearer tokens. */
export class TokenIssuer {
  /** SHA-256 of a token's text → its claims, for tokens whose signature was found valid (oldest
   * forgotten). */
  private readonly verified = new Map<string, TokenClaims>();

  constructor(
    private readonly key: Uint8Array,
    readonly ttlSeconds: number,
    private readonly clock: Clock,
  ) {}

  /**
   * A token of the session `sessionId` for the user, living JWT_TTL seconds but never past the
   * session's absolute end (`sessionEndsAtMs`).
   */
  issue(
    user: { id: number; type_user: UserTypeValue },
    session: { id: string; endsAtMs: number },
  ): IssuedToken {
    const issuedAtMs = this.clock();
    const iat = Math.floor(issuedAtMs / 1000);
    const exp = Math.min(iat + this.ttlSeconds, Math.floor(session.endsAtMs / 1000));
    const claims: TokenClaims = {
      sub: String(user.id),
      sid: session.id,
      jti: randomUUID(),
      iat,
      exp,
      iat_ms: issuedAtMs,
      roles: [{ name: roleOf(user.type_user) }],
      type_user: user.type_user,
    };
    return { token: signHs256(claims, this.key), expiresIn: exp - iat, claims };
  }

  /** The claims of a well-signed, unexpired token; null otherwise. */
  verify(token: string): TokenClaims | null {
    if (token.length > MAX_TOKEN_LENGTH) return null;
    const key = memoKey(token);
    const claims = this.verified.get(key) ?? this.verifySignature(token, key);
    return claims !== null && claims.exp > this.clock() / 1000 ? claims : null;
  }

  private verifySignature(token: string, key: string): TokenClaims | null {
    const payload = verifyHs256(token, this.key);
    if (payload === null || !isClaims(payload)) return null;
    const claims = Object.freeze(payload);
    if (this.verified.size >= VERIFIED_TOKENS) {
      const oldest = this.verified.keys().next();
      if (oldest.done !== true) this.verified.delete(oldest.value);
    }
    this.verified.set(key, claims);
    return claims;
  }

  /** True when less than half of the token's lifetime (JWT_TTL) is left. */
  needsRotation(claims: TokenClaims): boolean {
    const left = claims.exp - this.clock() / 1000;
    return left < this.ttlSeconds / 2;
  }
}
