import {
  isSameSitePath,
  MAILING_SUBSCRIPTION_EXCEPTION,
  NEWSLETTER_MESSAGES,
  SHORT_LINK_CODE_RE,
  type LandingOffer,
  type ShortLink,
  type SubscriptionSource,
} from '../../../../lib/platform/api/contracts/newsletter';
import type { Db } from '../../db/open-db';
import { ApiError } from '../../http/errors';

export type NewSubscription = {
  email: string;
  source: SubscriptionSource;
  deviceUuid?: string;
};

/**
 * Stores a subscription. The address is kept lower-cased (whitespace is already removed by the
 * body schema), so `Anna@Mail.ru` and `anna@mail.ru` are one subscriber; a repeat is refused with
 * the spec 8 code, which the storefront shows as the "already subscribed" success toast.
 */
export function subscribe(db: Db, input: NewSubscription): string {
  const email = input.email.trim().toLowerCase();
  const result = db
    .prepare(
      `INSERT INTO mailing_subscriptions (email, source, consent, device_uuid, created_at)
       VALUES (?, ?, 1, ?, ?) ON CONFLICT(email) DO NOTHING`,
    )
    .run(email, input.source, input.deviceUuid ?? null, new Date().toISOString());
  if (result.changes === 0) {
    throw new ApiError(
      422,
      NEWSLETTER_MESSAGES.alreadySubscribed,
      { email: [NEWSLETTER_MESSAGES.alreadySubscribed] },
      MAILING_SUBSCRIPTION_EXCEPTION,
    );
  }
  return email;
}

type OfferRow = {
  title: string;
  text: string;
  promo_code: string | null;
  promo_description: string | null;
  terms: string;
};

export function landingOffer(db: Db): LandingOffer | null {
  const row = db
    .prepare<[], OfferRow>('SELECT * FROM landing_subscription_offer WHERE id = 1')
    .get();
  if (!row) return null;
  return {
    title: row.title,
    text: row.text,
    promo:
      row.promo_code && row.promo_description
        ? { code: row.promo_code, description: row.promo_description }
        : null,
    terms: row.terms,
  };
}

/**
 * The target of a short link, or null for an unknown code. A stored target that is not a path of
 * the site counts as unknown too: the API never hands out an open redirect.
 */
export function shortLink(db: Db, code: string): ShortLink | null {
  if (!SHORT_LINK_CODE_RE.test(code)) return null;
  const row = db
    .prepare<[string], ShortLink>('SELECT code, target FROM short_links WHERE code = ?')
    .get(code);
  return row && isSameSitePath(row.target) ? row : null;
}
