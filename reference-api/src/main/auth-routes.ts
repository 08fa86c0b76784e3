import { Hono } from 'hono';
import type { z } from 'zod';

import {
  AUTH_ERROR_CODES,
  AUTH_MESSAGES,
  emailLoginBodySchema,
  oidcLoginBodySchema,
  otpCallBodySchema,
  otpSendBodySchema,
  phoneLoginBodySchema,
} from '../../../lib/platform/api/contracts/auth';
import { TooManyAttempts } from '../core/login-limits';
import { loginByOidc } from '../core/oidc';
import type { AccountConfig } from '../core/options';
import { callingNumber, loginByCode, loginByEmail, sendCode } from '../core/sign-in';
import { accessTokenOf, revokeAccessToken } from '../core/tokens';
import type { Db } from '../db/open-db';
import { clientOf } from '../http/client-address';
import { ApiError, errorHandler } from '../http/errors';
import { codeSends } from '../http/observe';
import { issuesToErrors, readJson } from '../http/validate';

/**
 * Parses a sign-in body; a bad phone and a refused captcha get the spec 8 messages (and codes)
 * as the error message, since the storefront shows them in a toast.
 */
function parseSignIn<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const parsed = schema.safeParse(raw);
  const captcha =
    typeof raw === 'object' && raw !== null && 'recaptcha_token' in raw
      ? String((raw as { recaptcha_token: unknown }).recaptcha_token).trim()
      : null;
  if (parsed.success && captcha !== 'invalid') return parsed.data;
  const errors = parsed.success ? {} : issuesToErrors(parsed.error.issues);
  if (errors.phone) {
    throw new ApiError(422, AUTH_MESSAGES.invalidPhone, errors, AUTH_ERROR_CODES.invalidPhone);
  }
  if (errors.recaptcha_token || captcha === 'invalid') {
    throw new ApiError(
      422,
      AUTH_MESSAGES.captcha,
      { recaptcha_token: [AUTH_MESSAGES.captcha] },
      AUTH_ERROR_CODES.captcha,
    );
  }
  const first = Object.values(errors)[0]?.[0];
  throw new ApiError(422, first ?? 'Validation Error', errors, 'validation');
}

/** Sign-in on the main API (spec 7 «Login», «POST /auth/oidc»). */
export function authRoutes(db: Db, config: AccountConfig): Hono {
  const app = new Hono();

  // The limit answers carry Retry-After, which the storefront's door forwards. The limits count
  // per client: the address the door reports (http/client-address.ts).
  app.onError((error, c) => {
    if (error instanceof TooManyAttempts) {
      if (c.req.path.includes('/otp/')) codeSends.inc({ outcome: 'refused' });
      c.header('Retry-After', String(error.retryAfter));
      return c.json(error.toBody(), 429);
    }
    return errorHandler(error, c);
  });

  app.post('/otp/sendV2', async (c) => {
    const body = parseSignIn(otpSendBodySchema, await readJson(c));
    const sent = sendCode(db, config, {
      phone: body.phone,
      channel: body.messageType,
      client: clientOf(c),
    });
    codeSends.inc({ outcome: 'sent' });
    return c.json({ otp_id: sent.otpId, expires_at: sent.expiresAt });
  });

  app.post('/otp/call', async (c) => {
    const body = parseSignIn(otpCallBodySchema, await readJson(c));
    const sent = sendCode(db, config, { phone: body.phone, channel: 'CALL', client: clientOf(c) });
    codeSends.inc({ outcome: 'sent' });
    return c.json({
      otp_id: sent.otpId,
      expires_at: sent.expiresAt,
      calling_number: callingNumber(sent.code),
    });
  });

  app.post('/auth/login', async (c) => {
    const raw = await readJson(c);
    if (typeof raw === 'object' && raw !== null && 'email' in raw) {
      const body = parseSignIn(emailLoginBodySchema, raw);
      return c.json(loginByEmail(db, config, body, clientOf(c)));
    }
    const body = parseSignIn(phoneLoginBodySchema, raw);
    return c.json(loginByCode(db, config, body, clientOf(c)));
  });

  app.post('/auth/oidc', async (c) => {
    const parsed = oidcLoginBodySchema.safeParse(await readJson(c));
    if (!parsed.success) {
      throw new ApiError(
        422,
        AUTH_MESSAGES.unknownAuthType,
        issuesToErrors(parsed.error.issues),
        'oidc_failed',
      );
    }
    return c.json(loginByOidc(db, config, parsed.data));
  });

  /** Always succeeds: logging out of an unknown or expired session leaves nothing to do. */
  app.post('/auth/logout', (c) => {
    const token = accessTokenOf(c);
    if (token) revokeAccessToken(db, token);
    return c.json({ success: true });
  });

  return app;
}
