import type { LoginResult, User } from '@/api';

function base64Url(value: unknown): string {
  return btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

/** An unsigned JWT with the given claims (the SPA only decodes, never verifies). */
export function makeJwt(claims: Record<string, unknown> = {}): string {
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(claims)}.signature`;
}

/** A token valid for an hour, with roles. */
export function validToken(
  roles: string[] = ['admin'],
  extra: Record<string, unknown> = {},
): string {
  return makeJwt({
    sub: '1',
    exp: Math.floor(Date.now() / 1000) + 3600,
    roles: roles.map((name) => ({ name })),
    ...extra,
  });
}

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    number: '1000',
    username: 'admin',
    name: 'Ana',
    last_name: 'López',
    email: 'admin@gaslp.mx',
    phone: null,
    address: null,
    type_user: 'administrador',
    zone_id: null,
    zone_name: null,
    has_profile_picture: false,
    created_at: '2025-01-01T00:00:00Z',
    updated_at: '2025-01-01T00:00:00Z',
    deleted_at: null,
    ...overrides,
  };
}

export function makeLoginResult(overrides: Partial<LoginResult> = {}): LoginResult {
  return {
    token: validToken(),
    token_type: 'bearer',
    expires_in: 3600,
    user: makeUser(),
    ...overrides,
  };
}

/** Preloaded state of a signed-in session. */
export function signedInState(result: LoginResult = makeLoginResult()) {
  return {
    auth: {
      token: result.token,
      user: { ...result.user, token: result.token },
      currentUser: result,
    },
  };
}
