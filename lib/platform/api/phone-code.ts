import { getCaptchaToken } from '@/lib/platform/captcha';

import { browserClient } from './browser';
import { parseContract } from './client';
import {
  otpCallResponseSchema,
  otpSendResponseSchema,
  type OtpCallResponse,
  type OtpChannel,
} from './contracts/auth';

/*
 * The one-time codes that prove a phone (spec 5): sign-in logs in with one, a guest's reservation
 * is made with one (contracts/reservations.ts). One module for both features. Both calls are
 * `silent`: their callers show the spec 8 message themselves (a 429 here is a lock of the phone,
 * not the generic modal).
 */

/** POST /main/otp/sendV2: a 6-digit code goes to the phone by SMS or Telegram; its otp id. */
export async function sendCode(phone: string, channel: OtpChannel): Promise<string> {
  const recaptcha_token = await getCaptchaToken('login');
  const response = await browserClient('main').post(
    '/otp/sendV2',
    { phone, recaptcha_token, messageType: channel },
    { silent: true },
  );
  return parseContract(otpSendResponseSchema, response.data, '/otp/sendV2').otp_id;
}

/** POST /main/otp/call: a call comes from a number whose last 4 digits are the code. */
export async function orderCall(phone: string): Promise<OtpCallResponse> {
  const recaptcha_token = await getCaptchaToken('login');
  const response = await browserClient('main').post(
    '/otp/call',
    { phone, recaptcha_token },
    { silent: true },
  );
  return parseContract(otpCallResponseSchema, response.data, '/otp/call');
}
