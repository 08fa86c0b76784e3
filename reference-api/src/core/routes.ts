import { Hono, type Context } from 'hono';
import { z } from 'zod';

import { OIDC_TYPES, type OidcType } from '../../../lib/platform/api/contracts/auth';
import { HEADER_TOKEN } from '../../../lib/platform/api/contracts/common';
import {
  oidcUserInfoBodySchema,
  profileUpdateBodySchema,
} from '../../../lib/platform/api/contracts/core';
import { ORDERS_PAGE_SIZE_ACCOUNT } from '../../../lib/shop/constants';
import type { Db } from '../db/open-db';
import { clientOf } from '../http/client-address';
import { notFound } from '../http/errors';
import { parseBody, parseQuery } from '../http/validate';

import { bonusHistory, bonusState } from './bonuses';
import { customerOrders } from './customer-orders';
import { customerById, toProfile, updateCustomer } from './customers';
import { authorizeOidc, oidcUserInfo, pendingGrant, startOidc } from './oidc';
import { providerPage } from './oidc-page';
import type { AccountConfig } from './options';
import { bearerOf, customerOfToken, issueToken, requireProfile, unauthorized } from './tokens';

const pageQuerySchema = z.object({ page: z.coerce.number().int().min(1).default(1) });
const originOf = (c: Context): string => new URL(c.req.url).origin;

const WRONG_PAIR = 'Неверный e-mail или пароль';

/**
 * The stand-in external login (gid/tid) and its provider page. Mounted only with
 * REFERENCE_OIDC_STANDIN=1 (the e2e run, `npm start`): anywhere else these paths are 404, so no
 * deployment carries a login that a real provider does not back.
 */
function mountOidcStandIn(app: Hono, db: Db, config: AccountConfig): void {
  for (const type of OIDC_TYPES) {
    app.get(`/oidc-${type}-get-redirect-url`, (c) => {
      const wanted = c.req.query('redirect_uri');
      const start = () => startOidc(db, config, type, originOf(c), wanted);
      return c.json({ redirect_url: db.transaction(start).immediate() });
    });
    app.post(`/oidc-${type}-get-user-info`, async (c) => {
      const body = await parseBody(c, oidcUserInfoBodySchema);
      return c.json(db.transaction(() => oidcUserInfo(db, config, type, body)).immediate());
    });
  }

  app.get('/oidc/provider', (c) => {
    const type = c.req.query('type') as OidcType;
    const grant = pendingGrant(db, type, c.req.query('state') ?? '', config.now());
    if (!grant) throw notFound('Сессия входа не найдена или истекла', 'oidc_state_not_found');
    return c.html(providerPage(grant.type, grant.state, grant.redirect_uri));
  });

  app.post('/oidc/provider/authorize', async (c) => {
    const form = await c.req.parseBody();
    const text = (key: string) => (typeof form[key] === 'string' ? form[key] : '');
    const input = {
      type: text('type'),
      state: text('state'),
      email: text('email'),
      password: text('password'),
    };
    // One transaction that commits a refusal's count too: a wrong pair is no error to roll back.
    const outcome = db.transaction(() => authorizeOidc(db, config, input, clientOf(c))).immediate();
    if (outcome.kind === 'signed') return c.redirect(outcome.location, 303);
    const { grant } = outcome;
    const locked = outcome.kind === 'locked';
    if (locked) c.header('Retry-After', String(outcome.retryAfter));
    const error = locked ? outcome.message : WRONG_PAIR;
    const page = providerPage(grant.type, grant.state, grant.redirect_uri, {
      error,
      email: input.email,
    });
    return c.html(page, locked ? 429 : 422);
  });
}

/**
 * The core (profile) service of spec 7 and the stand-in identity provider. Everything but
 * /jwt/token and the OIDC calls needs `Authorization: Bearer <profileToken>`.
 */
export function coreRoutes(db: Db, config: AccountConfig): Hono {
  const app = new Hono();
  const me = (c: Context) => requireProfile(db, c, config.now());

  app.get('/jwt/token', (c) => {
    const now = config.now();
    const bearer = bearerOf(c);
    const header = c.req.header(HEADER_TOKEN)?.trim() ?? null;
    const access = [bearer, header].find((token) => customerOfToken(db, 'access', token, now));
    const customer = customerOfToken(db, 'access', access, now);
    if (!access || !customer) throw unauthorized();
    const issued = issueToken(db, 'profile', customer.id, now, access);
    return c.json({ token: issued.token, expires_at: issued.expiresAt });
  });

  app.get('/profile', (c) => c.json({ profile: toProfile(me(c)) }));

  app.post('/update-profile', async (c) => {
    const customer = me(c);
    const { profile } = await parseBody(c, profileUpdateBodySchema);
    db.transaction(() => updateCustomer(db, customer.id, profile, config.now())).immediate();
    return c.json({ profile: toProfile(customerById(db, customer.id)!) });
  });

  app.get('/is-fill-profile', (c) => {
    const customer = me(c);
    return c.json({
      isFillBirthday: customer.birth_date !== null,
      isFillEmail: customer.email !== null,
      isFillName: Boolean(customer.name),
    });
  });

  app.get('/bonus-state', (c) => c.json({ state: bonusState(db, me(c), config.now()) }));
  app.get('/bonus-history', (c) => c.json({ history: bonusHistory(db, me(c)) }));

  app.get('/orders', (c) => {
    const customer = me(c);
    const { page } = parseQuery(c, pageQuerySchema);
    return c.json(customerOrders(db, customer, page, ORDERS_PAGE_SIZE_ACCOUNT, originOf(c)));
  });

  if (config.oidcStandIn) mountOidcStandIn(app, db, config);

  return app;
}
