import {
  CAPTCHA_ERROR_CODE,
  MAILING_SUBSCRIPTION_EXCEPTION,
  NEWSLETTER_MESSAGES,
} from '@/lib/platform/api/contracts/newsletter-messages';
import { isApiError } from '@/lib/platform/api/errors';

/** The captcha widget gave no token (script blocked, not loaded, or it failed). */
export class CaptchaUnavailableError extends Error {
  constructor() {
    super('captcha unavailable');
    this.name = 'CaptchaUnavailableError';
  }
}

export type FailedSubscription = { kind: 'already-subscribed' | 'error'; message: string };

/**
 * What a failed subscription tells the shopper (spec 8): an address that is already subscribed is
 * a success toast, a refused or missing captcha token the captcha message, anything else
 * «Не удалось подписаться».
 */
export function subscriptionFailure(error: unknown): FailedSubscription {
  if (isApiError(error) && error.code === MAILING_SUBSCRIPTION_EXCEPTION) {
    return { kind: 'already-subscribed', message: NEWSLETTER_MESSAGES.alreadySubscribed };
  }
  if (
    error instanceof CaptchaUnavailableError ||
    (isApiError(error) && error.code === CAPTCHA_ERROR_CODE)
  ) {
    return { kind: 'error', message: NEWSLETTER_MESSAGES.captcha };
  }
  return { kind: 'error', message: NEWSLETTER_MESSAGES.failed };
}
