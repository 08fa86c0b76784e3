'use client';

import { browserClient } from '@/lib/platform/api/browser';
import { parseContract } from '@/lib/platform/api/client';
import {
  subscriptionResponseSchema,
  type SubscriptionResponse,
} from '@/lib/platform/api/contracts/newsletter';
import { getDeviceId } from '@/lib/platform/browser-session';
import { getCaptchaToken } from '@/lib/platform/captcha';

import type { NewsletterFormValues, NewsletterVariant } from '../schemas';
import { CaptchaUnavailableError } from '../utils/subscribe-outcome';

const ENDPOINT: Record<NewsletterVariant, string> = {
  footer: '/user/mailing-profile',
  landing: '/subscribes/landing',
};

async function captchaToken(): Promise<string> {
  const token = await getCaptchaToken('subscribe').catch(() => '');
  if (!token) throw new CaptchaUnavailableError();
  return token;
}

/**
 * POST /main/user/mailing-profile (footer) or /main/subscribes/landing (landing form) with a
 * fresh captcha token. `silent`: the form itself tells "already subscribed" (a success) from a
 * failure, so the global error toast must stay out of it.
 */
export async function subscribe(
  values: NewsletterFormValues,
  variant: NewsletterVariant,
): Promise<SubscriptionResponse> {
  const recaptcha_token = await captchaToken();
  const path = ENDPOINT[variant];
  const response = await browserClient('main').post(
    path,
    {
      email: values.email,
      consent: values.consent,
      recaptcha_token,
      mindboxDeviceUUID: getDeviceId() ?? undefined,
      source: variant,
    },
    { silent: true },
  );
  return parseContract(subscriptionResponseSchema, response.data, path);
}
