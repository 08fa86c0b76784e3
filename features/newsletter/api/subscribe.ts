'use client';

import { useMutation, type UseMutationOptions } from '@tanstack/react-query';

import { browserClient } from '@/lib/api/browser';
import { parseContract } from '@/lib/api/client';
import {
  subscriptionResponseSchema,
  type SubscriptionResponse,
} from '@/lib/api/contracts/newsletter';
import { getDeviceId } from '@/lib/browser-session';
import { getCaptchaToken } from '@/lib/captcha';

import type { NewsletterFormValues } from '../schemas';

export type NewsletterVariant = 'footer' | 'landing';

/** The captcha widget gave no token (script blocked, not loaded, or it failed). */
export class CaptchaUnavailableError extends Error {
  constructor() {
    super('captcha unavailable');
    this.name = 'CaptchaUnavailableError';
  }
}

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

type SubscribeOptions = Omit<
  UseMutationOptions<SubscriptionResponse, Error, NewsletterFormValues>,
  'mutationFn'
>;

export function useSubscribe(variant: NewsletterVariant, mutationConfig?: SubscribeOptions) {
  return useMutation({
    ...mutationConfig,
    mutationFn: (values: NewsletterFormValues) => subscribe(values, variant),
  });
}
