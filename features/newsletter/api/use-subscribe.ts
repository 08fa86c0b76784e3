'use client';

import { useMutation, type UseMutationOptions } from '@tanstack/react-query';

import type { SubscriptionResponse } from '@/lib/api/contracts/newsletter';

import type { NewsletterFormValues } from '../schemas';

export type NewsletterVariant = 'footer' | 'landing';

type SubscribeOptions = Omit<
  UseMutationOptions<SubscriptionResponse, Error, NewsletterFormValues>,
  'mutationFn'
>;

/**
 * The subscription mutation of the newsletter form. The request (HTTP client, captcha, contract)
 * loads on the first submit: the form is in every page's footer (issue 7: first-load JS).
 */
export function useSubscribe(variant: NewsletterVariant, mutationConfig?: SubscribeOptions) {
  return useMutation({
    ...mutationConfig,
    mutationFn: async (values: NewsletterFormValues) =>
      (await import('./subscribe')).subscribe(values, variant),
  });
}
