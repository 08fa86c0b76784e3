'use client';

import { useCallback } from 'react';

import { usePendingAction } from '@/lib/platform/hooks/use-pending-action';
import { trackGenerateLead } from '@/lib/shop/analytics/events';

import type { NewsletterFormValues, NewsletterVariant } from '../schemas';

/**
 * The subscription of the newsletter form. The request (HTTP client, captcha, contract) loads on
 * the first submit: the form is in every page's footer, so neither it nor React Query is part of
 * the first load (docs/performance.md).
 */
export function useSubscribe(variant: NewsletterVariant) {
  const subscribe = useCallback(
    async (values: NewsletterFormValues) => {
      const answer = await (await import('./subscribe')).subscribe(values, variant);
      trackGenerateLead(`newsletter_${variant}`);
      return answer;
    },
    [variant],
  );
  return usePendingAction(subscribe);
}
