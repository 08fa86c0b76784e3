import { AUTH_ERROR_CODES, AUTH_MESSAGES } from '@/lib/platform/api/contracts/auth';
import { isApiError } from '@/lib/platform/api/errors';

export type AuthFailure = { message: string; tooManyAttempts: boolean };

const BY_CODE: Record<string, string> = {
  [AUTH_ERROR_CODES.invalidPhone]: AUTH_MESSAGES.invalidPhone,
  [AUTH_ERROR_CODES.captcha]: AUTH_MESSAGES.captcha,
  [AUTH_ERROR_CODES.wrongCode]: AUTH_MESSAGES.wrongCode,
  [AUTH_ERROR_CODES.codeExpired]: AUTH_MESSAGES.codeExpired,
  [AUTH_ERROR_CODES.userNotFound]: AUTH_MESSAGES.userNotFound,
};

/**
 * The spec 8 message for a failed sign-in step. `fallback` is the step's own message (sending a
 * code: «Ошибка отправки смс»); without one the answer's message (or the HTTP default) is used.
 */
export function authFailure(error: unknown, fallback?: string): AuthFailure {
  if (!isApiError(error)) {
    return { message: fallback ?? AUTH_MESSAGES.unknownAuthType, tooManyAttempts: false };
  }
  if (error.code === AUTH_ERROR_CODES.accountHeld) {
    return { message: AUTH_MESSAGES.accountHeld, tooManyAttempts: true };
  }
  if (error.status === 429 || error.code === AUTH_ERROR_CODES.tooManyAttempts) {
    return { message: AUTH_MESSAGES.tooManyAttempts, tooManyAttempts: true };
  }
  const known = error.code ? BY_CODE[error.code] : undefined;
  return { message: known ?? fallback ?? error.message, tooManyAttempts: false };
}
