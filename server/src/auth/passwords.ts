import argon2 from 'argon2';

type HashOptions = Required<Pick<argon2.HashOptions, 'memoryCost' | 'timeCost' | 'parallelism'>> & {
  type: typeof argon2.argon2id;
};

/**
 * The argon2id cost of new password hashes, by PASSWORD_HASH_PROFILE: `standard` (the default:
 * 64 MiB, 3 passes, 4 lanes, argon2's own defaults) or `light` (19 MiB, 2 passes, 1 lane: the
 * OWASP Password Storage Cheat Sheet's minimum, for small machines, and the test suites). A hash
 * keeps the cost it was made with: verifying it costs the same whatever the profile is now.
 */
export function hashOptionsOf(profile: string | undefined): HashOptions {
  if (profile === undefined || profile === '' || profile === 'standard')
    return { type: argon2.argon2id, memoryCost: 65_536, timeCost: 3, parallelism: 4 };
  if (profile === 'light')
    return { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 };
  throw new Error(`PASSWORD_HASH_PROFILE: "${profile}" is neither standard nor light`);
}

// read once, when the server starts: an unknown profile stops it there
const options = hashOptionsOf(process.env.PASSWORD_HASH_PROFILE);

export const hashPassword = (password: string): Promise<string> => argon2.hash(password, options);

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}
