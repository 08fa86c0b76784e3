import { createHash, randomBytes } from 'node:crypto';

import type { Db } from '../db/open-db';
import { readSecret, writeSecret } from '../db/secrets';

/** The `secrets` row holding the SHA-256 (hex) of the generated admin token. */
export const ADMIN_TOKEN_SECRET = 'admin_token_sha256';

export const sha256Hex = (text: string): string => createHash('sha256').update(text).digest('hex');

/** 32 random bytes, base64url: nothing to guess, nothing documented. */
const generateAdminToken = (): string => randomBytes(32).toString('base64url');

/**
 * Replaces the stored admin token with a new one and returns it — the only moment it exists in
 * clear. The database keeps its hash, so a copied database grants no admin writes.
 */
export function rotateAdminToken(db: Db): string {
  const token = generateAdminToken();
  writeSecret(db, ADMIN_TOKEN_SECRET, sha256Hex(token));
  return token;
}

/**
 * At start: a token from REFERENCE_ADMIN_TOKEN wins; else the stored one stays (its hash cannot be
 * shown again); else one is generated, stored as its hash and printed this once.
 */
export function prepareAdminToken(
  db: Db,
  envToken: string | undefined,
  log: (line: string) => void,
): void {
  if (envToken) {
    log('admin token: from REFERENCE_ADMIN_TOKEN');
    return;
  }
  if (readSecret(db, ADMIN_TOKEN_SECRET)) {
    log('an admin token exists (shown when it was made; npm run api:admin-token makes a new one)');
    return;
  }
  const token = rotateAdminToken(db);
  log(`admin token (shown once; set REFERENCE_ADMIN_TOKEN to choose your own): ${token}`);
}

/** Where admin writes find the digest to compare against: `null` refuses every admin write. */
export type AdminDigest = () => string | null;

/**
 * A given token (tests, or REFERENCE_ADMIN_TOKEN) is fixed; otherwise the stored hash is read per
 * request, so `npm run api:admin-token` takes effect on a running server at once.
 */
export function adminDigest(db: Db, token: string | undefined): AdminDigest {
  if (token) {
    const fixed = sha256Hex(token);
    return () => fixed;
  }
  return () => readSecret(db, ADMIN_TOKEN_SECRET) ?? null;
}
