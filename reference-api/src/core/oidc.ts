import { createHash, randomBytes } from 'node:crypto';

import {
  AUTH_MESSAGES,
  MAIN_OIDC_TYPES,
  type LoginResponse,
  type OidcType,
} from '../../../lib/platform/api/contracts/auth';
import type { OidcUserInfoResponse } from '../../../lib/platform/api/contracts/core';
import type { Db } from '../db/open-db';
import { ApiError } from '../http/errors';

import { createCustomer, customerByEmail, customerById } from './customers';
import { TooManyAttempts } from './login-limits';
import type { AccountConfig } from './options';
import { checkPassword, issueLogin } from './sign-in';
import { hashToken } from './tokens';

/** A started sign-in must come back (and be exchanged) within 10 minutes. */
const GRANT_TTL_MS = 10 * 60_000;

export type GrantRow = {
  code: string;
  type: OidcType;
  state: string;
  redirect_uri: string;
  subject: string | null;
  name: string | null;
  email: string | null;
  expires_at: string;
  used_at: string | null;
};

const random = () => randomBytes(18).toString('base64url');

const failed = (message: string = AUTH_MESSAGES.unknownAuthType) =>
  new ApiError(422, message, undefined, 'oidc_failed');

const BAD_RETURN = 'Недопустимый адрес возврата';

/**
 * Where the provider sends the browser back: the storefront's own `/oidc/{type}/` page, on one of
 * its origins (`REFERENCE_STOREFRONT_URL`, a comma-separated list; the first is the default when
 * none is asked for). Like a real provider's registered redirect URIs: anything else — another
 * origin, path, a query, credentials, a `javascript:` URL — is refused (422 `oidc_failed`) before
 * a grant exists, so a code never travels to a page the store does not own.
 */
export function oidcReturnUrl(config: AccountConfig, type: OidcType, wanted?: string): string {
  const path = `/oidc/${type}/`;
  if (!wanted) return `${config.storefrontOrigins[0]}${path}`;
  const url = URL.canParse(wanted) ? new URL(wanted) : null;
  const own =
    url !== null &&
    config.storefrontOrigins.includes(url.origin) &&
    url.username === '' &&
    url.password === '' &&
    url.pathname === path &&
    url.search === '' &&
    url.hash === '';
  if (!own) throw failed(BAD_RETURN);
  return `${url.origin}${path}`;
}

/** Starts a sign-in: a pending grant with its state; answers the stand-in provider's page URL. */
export function startOidc(
  db: Db,
  config: AccountConfig,
  type: OidcType,
  origin: string,
  wanted?: string,
): string {
  const now = config.now();
  const state = random();
  const redirectUri = oidcReturnUrl(config, type, wanted);
  db.prepare(
    `INSERT INTO oidc_grants (code, type, state, redirect_uri, created_at, expires_at)
    VALUES (?, ?, ?, ?, ?, ?)`,
  ).run(
    random(),
    type,
    state,
    redirectUri,
    now.toISOString(),
    new Date(now.getTime() + GRANT_TTL_MS).toISOString(),
  );
  const url = new URL('/core/oidc/provider', origin);
  url.searchParams.set('type', type);
  url.searchParams.set('state', state);
  url.searchParams.set('redirect_uri', redirectUri);
  return url.toString();
}

export function pendingGrant(db: Db, type: string, state: string, now: Date): GrantRow | undefined {
  const row = db
    .prepare<[string, string], GrantRow>(
      'SELECT * FROM oidc_grants WHERE type = ? AND state = ? AND subject IS NULL',
    )
    .get(type, state);
  return row && Date.parse(row.expires_at) > now.getTime() ? row : undefined;
}

/** The provider page's «Войти»: back to the storefront, or the page again with why not. */
export type AuthorizeOutcome =
  | { kind: 'signed'; location: string }
  | { kind: 'wrong'; grant: GrantRow }
  | { kind: 'locked'; grant: GrantRow; retryAfter: number; message: string };

/**
 * «Войти» on the provider page: the e-mail and password of an existing customer, checked like the
 * e-mail login and counted against the same limits (sign-in.ts checkPassword). Only a verified
 * customer is bound to the grant, as a subject stable per provider and customer; the browser is
 * sent back with `code` and `state`.
 */
export function authorizeOidc(
  db: Db,
  config: AccountConfig,
  input: { type: string; state: string; email: string; password: string },
  client: string,
): AuthorizeOutcome {
  const grant = pendingGrant(db, input.type, input.state, config.now());
  if (!grant) throw failed('Сессия входа истекла. Начните вход заново');
  const checked = checkPassword(db, config, input, client);
  if (checked instanceof TooManyAttempts) {
    return { kind: 'locked', grant, retryAfter: checked.retryAfter, message: checked.message };
  }
  if (!checked) return { kind: 'wrong', grant };
  const subject = createHash('sha256')
    .update(`${grant.type}:customer:${checked.id}`)
    .digest('hex')
    .slice(0, 24);
  db.prepare('UPDATE oidc_grants SET subject = ?, name = ?, email = ? WHERE code = ?').run(
    subject,
    checked.name,
    checked.email,
    grant.code,
  );
  const back = new URL(grant.redirect_uri);
  back.searchParams.set('code', grant.code);
  back.searchParams.set('state', grant.state);
  return { kind: 'signed', location: back.toString() };
}

/** Exchanges code and state for the person and a one-use token for POST /main/auth/oidc. */
export function oidcUserInfo(
  db: Db,
  config: AccountConfig,
  type: OidcType,
  input: { code: string; state: string },
): OidcUserInfoResponse {
  const now = config.now();
  const grant = db
    .prepare<[string], GrantRow>('SELECT * FROM oidc_grants WHERE code = ?')
    .get(input.code);
  const usable =
    grant &&
    grant.type === type &&
    grant.state === input.state &&
    grant.subject !== null &&
    grant.used_at === null &&
    Date.parse(grant.expires_at) > now.getTime();
  if (!usable || !grant.subject) throw failed();
  const token = `zid_${random()}`;
  db.prepare(
    'UPDATE oidc_grants SET used_at = ?, token_hash = ?, expires_at = ? WHERE code = ?',
  ).run(
    now.toISOString(),
    hashToken(token),
    new Date(now.getTime() + GRANT_TTL_MS).toISOString(),
    grant.code,
  );
  return { token, user: { sub: grant.subject, name: grant.name, email: grant.email } };
}

/**
 * POST /main/auth/oidc: the identity's customer (linked before, or the one with its e-mail, or a
 * new one) is signed in. The token works once.
 */
export function loginByOidc(
  db: Db,
  config: AccountConfig,
  input: { token: string; type: 'gas' | 'tid' },
): LoginResponse {
  const now = config.now();
  return db.transaction(() => {
    const grant = db
      .prepare<[string], GrantRow>('SELECT * FROM oidc_grants WHERE token_hash = ?')
      .get(hashToken(input.token));
    if (!grant?.subject || MAIN_OIDC_TYPES[grant.type] !== input.type) throw failed();
    if (Date.parse(grant.expires_at) <= now.getTime()) throw failed();
    db.prepare('UPDATE oidc_grants SET token_hash = NULL WHERE code = ?').run(grant.code);
    const linked = db
      .prepare<[string, string], { customer_id: number }>(
        'SELECT customer_id FROM customer_identities WHERE provider = ? AND subject = ?',
      )
      .get(grant.type, grant.subject);
    let customer = linked ? customerById(db, linked.customer_id) : undefined;
    const isNew = !customer && !(grant.email && customerByEmail(db, grant.email));
    if (!customer) {
      customer =
        (grant.email ? customerByEmail(db, grant.email) : undefined) ??
        createCustomer(db, { name: grant.name, email: grant.email }, now);
      db.prepare(
        'INSERT INTO customer_identities (provider, subject, customer_id, created_at) VALUES (?, ?, ?, ?)',
      ).run(grant.type, grant.subject, customer.id, now.toISOString());
    }
    return issueLogin(db, customer, now, isNew);
  })();
}
