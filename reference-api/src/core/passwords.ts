import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 32;
// N=2^14 keeps a login around 30 ms here: slow enough to make guessing costly, fast for tests.
const COST = 16_384;

/** `scrypt$N$salt$hash` (hex) with a fresh 16-byte salt. */
export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password.normalize('NFKC'), salt, KEY_LENGTH, { N: COST });
  return `scrypt$${COST}$${salt.toString('hex')}$${hash.toString('hex')}`;
}

export function verifyPassword(password: string, stored: string | null): boolean {
  const [scheme, cost, salt, hash] = (stored ?? '').split('$');
  if (scheme !== 'scrypt' || !cost || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'hex');
  const actual = scryptSync(password.normalize('NFKC'), Buffer.from(salt, 'hex'), expected.length, {
    N: Number(cost),
  });
  return timingSafeEqual(actual, expected);
}
