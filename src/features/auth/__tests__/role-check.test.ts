import { makeJwt } from '@/testing/fixtures';
import { hasRequiredRole } from '../role-check';

const token = makeJwt({ roles: [{ name: 'employee' }, { name: 'auditor' }] });

describe('hasRequiredRole', () => {
  it('passes when no roles are required', () => {
    expect(hasRequiredRole(token, undefined)).toBe(true);
    expect(hasRequiredRole(token, null)).toBe(true);
    expect(hasRequiredRole(null, undefined)).toBe(true);
  });

  it('passes when the required list is empty', () => {
    expect(hasRequiredRole(token, [])).toBe(true);
  });

  it('passes when any held role matches any required name', () => {
    expect(hasRequiredRole(token, ['admin', 'employee'])).toBe(true);
  });

  it('fails when no held role matches', () => {
    expect(hasRequiredRole(token, ['admin'])).toBe(false);
  });

  it('fails for a token without roles, or an unreadable one', () => {
    expect(hasRequiredRole(makeJwt({ sub: '1' }), ['admin'])).toBe(false);
    expect(hasRequiredRole('garbage', ['admin'])).toBe(false);
    expect(hasRequiredRole(makeJwt({ roles: 'admin' }), ['admin'])).toBe(false);
    expect(hasRequiredRole(makeJwt({ roles: [{ nombre: 'admin' }, null] }), ['admin'])).toBe(false);
  });
});
