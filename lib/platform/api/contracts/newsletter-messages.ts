import { MSG } from '../../../shop/validation/messages';

/**
 * The newsletter's messages and error codes (spec 5, 8), apart from its zod contracts so that the
 * footer form can show them without loading zod on every page (docs/performance.md).
 */
export const NEWSLETTER_MESSAGES = {
  required: MSG.required,
  email: MSG.email,
  consent: MSG.consent,
  captcha: 'Ошибка капчи. Попробуйте еще раз или обновите страницу.',
  success: 'Спасибо за подписку',
  alreadySubscribed: 'Вы уже подписаны на рассылку',
  failed: 'Не удалось подписаться',
} as const;

/** `code` of the error answer for an e-mail that is already subscribed (spec 8). */
export const MAILING_SUBSCRIPTION_EXCEPTION = 'mailing_subscription_exception';
export const CAPTCHA_ERROR_CODE = 'captcha';
