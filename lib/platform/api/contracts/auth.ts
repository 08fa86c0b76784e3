import { z } from 'zod';

import { PHONE_RE } from '../../../shop/validation/rules';

/**
 * Sign-in on the main API (spec 4 «Authentication», 5 phone and codes, 7 «Login», 8 messages).
 * Tokens: the access token of a login goes in the `token` header (main API, catalogue wishlist);
 * GET /core/jwt/token exchanges it for the profile token of the core service.
 */
export const AUTH_MESSAGES = {
  invalidPhone: 'Некорректный номер телефона',
  captcha: 'Ошибка капчи. Попробуйте еще раз или обновите страницу.',
  otpSend: 'Ошибка отправки смс',
  wrongCode: 'Код введен неверно',
  codeExpired: 'Срок действия кода истёк. Запросите новый код',
  userNotFound: 'Такой пользователь не найден',
  tooManyAttempts: 'Вы превысили количество попыток входа. Попробуйте снова через час',
  accountHeld:
    'Слишком много неверных паролей для этого аккаунта. Попробуйте позже или войдите по коду из SMS',
  unknownAuthType: 'Authorization failed',
} as const;

/** Error codes of the sign-in answers (`code` of the error body). */
export const AUTH_ERROR_CODES = {
  invalidPhone: 'invalid_phone',
  captcha: 'captcha',
  wrongCode: 'wrong_code',
  codeExpired: 'otp_expired',
  userNotFound: 'user_not_found',
  tooManyAttempts: 'too_many_attempts',
  accountHeld: 'account_held',
  unauthorized: 'unauthorized',
} as const;

export const OTP_CHANNELS = ['SMS', 'TELEGRAM'] as const;
export type OtpChannel = (typeof OTP_CHANNELS)[number];

const phone = z
  .string({ error: AUTH_MESSAGES.invalidPhone })
  .regex(PHONE_RE, AUTH_MESSAGES.invalidPhone);
/** A token of the captcha widget; the reference API refuses an empty one or the word `invalid`. */
const captcha = z.string({ error: AUTH_MESSAGES.captcha }).trim().min(1, AUTH_MESSAGES.captcha);

/** POST /main/otp/sendV2: a one-time code of 6 digits goes to the phone by SMS or Telegram. */
export const otpSendBodySchema = z.object({
  phone,
  recaptcha_token: captcha,
  messageType: z.enum(OTP_CHANNELS).default('SMS'),
});

/** POST /main/otp/call: the code is the last 4 digits of the number that calls the phone. */
export const otpCallBodySchema = z.object({ phone, recaptcha_token: captcha });

/** `expires_at`: ISO instant after which the code is refused («Срок действия кода истёк»). */
export const otpSendResponseSchema = z.object({
  otp_id: z.string(),
  expires_at: z.string(),
});
export const otpCallResponseSchema = otpSendResponseSchema.extend({
  /** The calling number in the phone mask; its last 4 digits are the code. */
  calling_number: z.string(),
});
export type OtpCallResponse = z.infer<typeof otpCallResponseSchema>;

/** POST /main/auth/login by code (6 digits, or 4 for a call code). */
export const phoneLoginBodySchema = z.object({
  phone,
  otp_id: z.string({ error: AUTH_MESSAGES.wrongCode }).trim().min(1, AUTH_MESSAGES.wrongCode),
  otp_code: z
    .string({ error: AUTH_MESSAGES.wrongCode })
    .trim()
    .regex(/^(\d{4}|\d{6})$/, AUTH_MESSAGES.wrongCode),
});
/** POST /main/auth/login by e-mail and password (no format check, spec 5). */
export const emailLoginBodySchema = z.object({
  email: z.string({ error: AUTH_MESSAGES.userNotFound }).trim().min(1, 'Обязательное поле'),
  password: z.string({ error: AUTH_MESSAGES.userNotFound }).min(1, 'Обязательное поле'),
});
export const loginBodySchema = z.union([phoneLoginBodySchema, emailLoginBodySchema]);
export type LoginBody = z.input<typeof loginBodySchema>;

/** Answer of every login (code, e-mail, external identity). `isNew`: the login signed up. */
export const loginResponseSchema = z.object({
  access_token: z.string(),
  expires_at: z.string(),
  user: z.object({ id: z.number().int(), name: z.string().nullable() }),
  isNew: z.boolean(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** External identity types of the core service and how the main API names them (gid → gas). */
export const OIDC_TYPES = ['gid', 'tid'] as const;
export type OidcType = (typeof OIDC_TYPES)[number];
export const MAIN_OIDC_TYPES = { gid: 'gas', tid: 'tid' } as const satisfies Record<
  OidcType,
  string
>;

/** POST /main/auth/oidc: the token from the core service's user info. */
export const oidcLoginBodySchema = z.object({
  token: z.string({ error: AUTH_MESSAGES.unknownAuthType }).trim().min(1),
  type: z.enum(['gas', 'tid'], { error: AUTH_MESSAGES.unknownAuthType }),
});
export type OidcLoginBody = z.input<typeof oidcLoginBodySchema>;
