import { createHash, randomBytes } from 'node:crypto';

import type { Context } from 'hono';

import { HEADER_TOKEN } from '../../../lib/platform/api/contracts/common';
import type { Db } from '../db/open-db';
import { ApiError } from '../http/errors';

import { customerById, type CustomerRow } from './customers';

export type TokenKind = 'access' | 'profile';

const ACCESS_TTL_MS = 30 * 86_400_000;
const PROFILE_TTL_MS = 86_400_000;

/** Tokens are stored as SHA-256 hashes: a copied database does not sign anybody in. */
export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

export type IssuedToken = { token: string; expiresAt: string };

/** Issues a random token; a profile token is tied to the access token it came from (logout). */
export function issueToken(
  db: Db,
  kind: TokenKind,
  customerId: number,
  now: Date,
  parentToken?: string,
): IssuedToken {
  const token = `${kind === 'access' ? 'zat' : 'zpt'}_${randomBytes(24).toString('base64url')}`;
  const expiresAt = new Date(
    now.getTime() + (kind === 'access' ? ACCESS_TTL_MS : PROFILE_TTL_MS),
  ).toISOString();
  db.prepare(
    `INSERT INTO auth_tokens (token_hash, kind, customer_id, parent_hash, created_at, expires_at)
    VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(
    hashToken(token),
    kind,
    customerId,
    parentToken ? hashToken(parentToken) : null,
    now.toISOString(),
    expiresAt,
  );
  return { token, expiresAt };
}

/** The live customer of a token of that kind, or undefined (unknown, expired, revoked). */
export function customerOfToken(
  db: Db,
  kind: TokenKind,
  token: string | null | undefined,
  now: Date,
): CustomerRow | undefined {
  if (!token) return undefined;
  const row = db
    .prepare<[string, string, string], { customer_id: number }>(
      'SELECT customer_id FROM auth_tokens WHERE token_hash = ? AND kind = ? AND expires_at > ?',
    )
    .get(hashToken(token), kind, now.toISOString());
  return row ? customerById(db, row.customer_id) : undefined;
}

/** Revokes an access token and every profile token issued for it. */
export function revokeAccessToken(db: Db, token: string): void {
  const hash = hashToken(token);
  db.prepare(
    "DELETE FROM auth_tokens WHERE (token_hash = ? AND kind = 'access') OR parent_hash = ?",
  ).run(hash, hash);
}

export const bearerOf = (c: Context): string | null =>
  /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1] ?? null;

/** The access token of a main-API or catalogue request: the `token` header, else the bearer. */
export function accessTokenOf(c: Context): string | null {
  return c.req.header(HEADER_TOKEN)?.trim() || bearerOf(c);
}

export const unauthorized = (): ApiError =>
  new ApiError(401, 'Ошибка аутентификации', undefined, 'unauthorized');

/**
 * The signed-in customer of a main-API or catalogue request (401 otherwise). The storefront may
 * send a stale profile token as the bearer next to a good `token` header, so each is tried.
 */
export function requireAccess(db: Db, c: Context, now: Date): CustomerRow {
  const customer = optionalAccess(db, c, now);
  if (!customer) throw unauthorized();
  return customer;
}

export function optionalAccess(db: Db, c: Context, now: Date): CustomerRow | undefined {
  const header = c.req.header(HEADER_TOKEN)?.trim();
  return (
    customerOfToken(db, 'access', header, now) ?? customerOfToken(db, 'access', bearerOf(c), now)
  );
}

/** The signed-in customer of a core-service request: `Authorization: Bearer <profileToken>`. */
export function requireProfile(db: Db, c: Context, now: Date): CustomerRow {
  const customer = customerOfToken(db, 'profile', bearerOf(c), now);
  if (!customer) throw unauthorized();
  return customer;
}
