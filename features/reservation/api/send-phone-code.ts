import { AUTH_MESSAGES } from '@/lib/platform/api/contracts/auth';
import { isApiError } from '@/lib/platform/api/errors';
import { sendCode } from '@/lib/platform/api/phone-code';

/**
 * `ok`: the id of the code sent. Otherwise the spec 8 message and where the form shows it: under
 * «Телефон» (a phone the service refuses) or as the form's message (a lock of the phone's sends,
 * the captcha, or «Ошибка отправки смс» when there was no answer).
 */
export type CodeSendOutcome =
  { ok: true; otpId: string } | { ok: false; message: string; field: 'phone' | null };

/**
 * Sends the reservation's phone a 6-digit code by SMS, through sign-in's own call
 * (POST /main/otp/sendV2): the reservation proves the phone as sign-in does. Never throws.
 */
export async function sendPhoneCode(phone: string): Promise<CodeSendOutcome> {
  try {
    return { ok: true, otpId: await sendCode(phone, 'SMS') };
  } catch (error) {
    if (!isApiError(error) || error.status === null || error.status >= 500) {
      return { ok: false, message: AUTH_MESSAGES.otpSend, field: null };
    }
    // the service answers the spec 8 text itself: «Некорректный номер телефона», the captcha's,
    // «Вы превысили количество попыток…»
    const message = error.message || AUTH_MESSAGES.otpSend;
    return { ok: false, message, field: error.fieldErrors.phone ? 'phone' : null };
  }
}
