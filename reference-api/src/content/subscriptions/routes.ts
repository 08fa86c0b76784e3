import type { Context } from 'hono';
import { Hono } from 'hono';

import {
  CAPTCHA_ERROR_CODE,
  NEWSLETTER_MESSAGES,
  subscriptionBodySchema,
  type SubscriptionSource,
} from '../../../../lib/platform/api/contracts/newsletter';
import { ApiError, notFound } from '../../http/errors';
import { issuesToErrors, readJson } from '../../http/validate';
import type { ContentContext } from '../context';

import { landingOffer, shortLink, subscribe } from './store';

/** The token of a body, as the sign-in routes read it: `invalid` is the refused test token. */
function captchaOf(raw: unknown): string | null {
  return typeof raw === 'object' && raw !== null && 'recaptcha_token' in raw
    ? String((raw as { recaptcha_token: unknown }).recaptcha_token).trim()
    : null;
}

/**
 * Validates a subscription body like the sign-in routes do (auth-routes.ts parseSignIn): an empty
 * or `invalid` captcha token is refused with the spec 8 captcha message and code; other problems
 * are a 422 with Russian field messages.
 */
function parseSubscription(raw: unknown) {
  const parsed = subscriptionBodySchema.safeParse(raw);
  const captcha = captchaOf(raw);
  if (parsed.success && captcha !== 'invalid') return parsed.data;
  const errors = parsed.success ? {} : issuesToErrors(parsed.error.issues);
  if (errors.recaptcha_token || captcha === 'invalid') {
    throw new ApiError(
      422,
      NEWSLETTER_MESSAGES.captcha,
      { recaptcha_token: [NEWSLETTER_MESSAGES.captcha] },
      CAPTCHA_ERROR_CODE,
    );
  }
  const first = Object.values(errors)[0]?.[0];
  throw new ApiError(422, first ?? 'Validation Error', errors, 'validation');
}

async function handleSubscribe(c: Context, ctx: ContentContext, fallback: SubscriptionSource) {
  const body = parseSubscription(await readJson(c));
  const source = fallback === 'landing' ? 'landing' : (body.source ?? fallback);
  const email = subscribe(ctx.db, {
    email: body.email,
    source,
    deviceUuid: body.mindboxDeviceUUID,
  });
  return c.json({ success: true as const, email, source }, 201);
}

/** Main API subscriptions endpoints (spec 7): newsletter, landing offer and short links. */
export function subscriptionsRoutes(ctx: ContentContext): Hono {
  const app = new Hono();

  /** Public: no session needed (the footer form is for guests too). */
  app.post('/user/mailing-profile', (c) => handleSubscribe(c, ctx, 'footer'));

  app.get('/subscribes/landing', (c) => {
    const offer = landingOffer(ctx.db);
    if (!offer) throw notFound('Предложение не найдено');
    return c.json(offer);
  });

  app.post('/subscribes/landing', (c) => handleSubscribe(c, ctx, 'landing'));

  app.get('/short-link/:code', (c) => {
    const link = shortLink(ctx.db, c.req.param('code'));
    if (!link) throw notFound('Ссылка недействительна', 'short_link_not_found');
    return c.json(link);
  });

  return app;
}
