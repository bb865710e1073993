import argon2 from 'argon2';
import { hashOptionsOf, hashPassword, verifyPassword } from '../src/auth/passwords';

describe('password hashes', () => {
  it('are argon2id at 64 MiB, 3 passes and 4 lanes by default (standard)', () => {
    const standard = { type: argon2.argon2id, memoryCost: 65_536, timeCost: 3, parallelism: 4 };
    expect(hashOptionsOf(undefined)).toEqual(standard);
    expect(hashOptionsOf('')).toEqual(standard);
    expect(hashOptionsOf('standard')).toEqual(standard);
  });

  it('are never below the OWASP minimum: the light profile is 19 MiB, 2 passes, 1 lane', () => {
    expect(hashOptionsOf('light')).toEqual({
      type: argon2.argon2id,
      memoryCost: 19_456,
      timeCost: 2,
      parallelism: 1,
    });
    expect(() => hashOptionsOf('none')).toThrow(/PASSWORD_HASH_PROFILE/);
  });

  it('carry their cost, so a hash made under one profile verifies under another', async () => {
    const hash = await hashPassword('Clave-Larga-1');
    // the suites run with the light profile (setup-env.ts)
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    const standard = await argon2.hash('Clave-Larga-1', hashOptionsOf('standard'));
    expect(standard).toMatch(/^\$argon2id\$v=19\$m=65536,p=4,t=3\$/);
    expect(await verifyPassword(standard, 'Clave-Larga-1')).toBe(true);
    expect(await verifyPassword(hash, 'Clave-Larga-1')).toBe(true);
    expect(await verifyPassword(hash, 'clave-larga-1')).toBe(false);
  });
});
