import { browserClient } from '@/lib/platform/api/browser';
import { parseContract } from '@/lib/platform/api/client';
import {
  otpCallResponseSchema,
  otpSendResponseSchema,
  type OtpCallResponse,
  type OtpChannel,
} from '@/lib/platform/api/contracts/auth';
import { getCaptchaToken } from '@/lib/platform/captcha';

/**
 * POST /main/otp/sendV2: a 6-digit code goes to the phone by SMS or Telegram. `silent`: the
 * modal shows the spec 8 message itself (a 429 here is a login lock, not the generic modal).
 */
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
