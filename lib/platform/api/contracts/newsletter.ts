import { z } from 'zod';

import { EMAIL_RE } from '../../../shop/validation/rules';

import { NEWSLETTER_MESSAGES } from './newsletter-messages';

/**
 * Newsletter subscription (spec 3 «Subscription», 5 «Newsletter», 7 «POST /user/mailing-profile»,
 * «GET /subscribes/landing», 8) and the short links of /s/. Shared by the storefront and the
 * reference API.
 */
export {
  CAPTCHA_ERROR_CODE,
  MAILING_SUBSCRIPTION_EXCEPTION,
  NEWSLETTER_MESSAGES,
} from './newsletter-messages';

export const SUBSCRIPTION_SOURCES = ['footer', 'landing', 'account'] as const;
export type SubscriptionSource = (typeof SUBSCRIPTION_SOURCES)[number];

/** Spec 5: whitespace is removed everywhere in the e-mail, not only at the ends. */
export function stripWhitespace(value: string): string {
  return value.replace(/\s+/g, '');
}

/** The e-mail of a subscription: whitespace removed, required, valid (spec 5 messages). */
export const subscriptionEmailSchema = z
  .string({ error: NEWSLETTER_MESSAGES.required })
  .transform(stripWhitespace)
  .pipe(
    z
      .string()
      .min(1, { error: NEWSLETTER_MESSAGES.required, abort: true })
      .regex(EMAIL_RE, NEWSLETTER_MESSAGES.email)
      .max(254, NEWSLETTER_MESSAGES.email),
  );

/** The consent to personal-data processing: an explicit tick, never implied. */
export const subscriptionConsentSchema = z.literal(true, { error: NEWSLETTER_MESSAGES.consent });

/** POST /main/user/mailing-profile and POST /main/subscribes/landing. */
export const subscriptionBodySchema = z.object({
  email: subscriptionEmailSchema,
  consent: subscriptionConsentSchema,
  recaptcha_token: z
    .string({ error: NEWSLETTER_MESSAGES.captcha })
    .trim()
    .min(1, NEWSLETTER_MESSAGES.captcha),
  /** The device id of the recommendation provider, when the browser has one. */
  mindboxDeviceUUID: z.string().trim().max(100).optional(),
  source: z.enum(SUBSCRIPTION_SOURCES).optional(),
});

/** 201 answer of a new subscription. */
export const subscriptionResponseSchema = z.object({
  success: z.literal(true),
  email: z.string(),
  source: z.enum(SUBSCRIPTION_SOURCES),
});
export type SubscriptionResponse = z.infer<typeof subscriptionResponseSchema>;

/** GET /main/subscribes/landing: the offer shown next to the landing subscription form. */
export const landingOfferSchema = z.object({
  title: z.string(),
  text: z.string(),
  /** A promo code subscribers get by e-mail, with what it gives. */
  promo: z.object({ code: z.string(), description: z.string() }).nullable(),
  /** Plain-text terms under the form. */
  terms: z.string(),
});
export type LandingOffer = z.infer<typeof landingOfferSchema>;

/** GET /main/short-link/{code}: where a short link leads (a path of this site). */
export const shortLinkSchema = z.object({ code: z.string(), target: z.string() });
export type ShortLink = z.infer<typeof shortLinkSchema>;

/** Codes of short links: letters, digits, dash and underscore. */
export const SHORT_LINK_CODE_RE = /^[A-Za-z0-9_-]{1,64}$/;

/** Whether a short-link target is a path of this site (the one open-redirect guard). */
export { isSameSitePath } from '../../safe-redirect';
