// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { loginResponseSchema, otpSendResponseSchema } from '../lib/platform/api/contracts/auth';
import { DEFAULT_LOGIN_LIMITS, loginLimits } from '../reference-api/src/core/login-limits';
import { accountsTestApp } from '../reference-api/src/core/test-helpers';
import { call } from '../reference-api/src/testing/seeded-app';

import { QA_LIMITS, qaEnvironment } from './qa-env.mjs';

describe('qaEnvironment (npm run start:qa)', () => {
  it('raises the four sign-in limits and makes a six-digit code for the run', () => {
    const env = qaEnvironment({}, () => 482913);
    expect(env).toEqual({ ...QA_LIMITS, REFERENCE_OTP_CODE: '482913' });
    expect(qaEnvironment({}).REFERENCE_OTP_CODE).toMatch(/^\d{6}$/);
  });

  it('keeps what the QA team set itself', () => {
    const env = qaEnvironment({ REFERENCE_OTP_CODE: '111111', REFERENCE_OTP_CLIENT_LIMIT: '50' });
    expect(env.REFERENCE_OTP_CODE).toBe('111111');
    expect(env.REFERENCE_OTP_CLIENT_LIMIT).toBe('50');
    expect(env.REFERENCE_LOGIN_CLIENT_LIMIT).toBe(QA_LIMITS.REFERENCE_LOGIN_CLIENT_LIMIT);
  });

  it('leaves the defaults of every other start as they are', () => {
    expect(loginLimits({})).toEqual(DEFAULT_LOGIN_LIMITS);
  });
});

describe('a QA suite against the reference API', () => {
  const SIGN_INS = 30;
  const signIns = async (limits: ReturnType<typeof loginLimits>, otpCode: string) => {
    const t = accountsTestApp({ limits, otpCode });
    const client = { 'x-forwarded-for': '203.0.113.50' };
    const statuses: number[] = [];
    try {
      for (let i = 0; i < SIGN_INS; i += 1) {
        const phone = '+7 (900) 000-00-01';
        const sent = await call(
          t.accountsApp,
          'POST',
          '/main/otp/sendV2',
          { phone, recaptcha_token: 'qa', messageType: 'SMS' },
          client,
        );
        if (sent.status !== 200) {
          statuses.push(sent.status);
          continue;
        }
        const { otp_id } = otpSendResponseSchema.parse(sent.body);
        const login = await call(
          t.accountsApp,
          'POST',
          '/main/auth/login',
          { phone, otp_id, otp_code: otpCode },
          client,
        );
        if (login.status === 200) loginResponseSchema.parse(login.body);
        statuses.push(login.status);
      }
    } finally {
      t.cleanup();
    }
    return statuses;
  };

  it('signs in 30 times from one machine and phone with the start:qa limits', async () => {
    const env = qaEnvironment({});
    const statuses = await signIns(loginLimits(env), env.REFERENCE_OTP_CODE!);
    expect(statuses).toEqual(Array<number>(SIGN_INS).fill(200));
  });

  it('with the defaults the same suite is refused, as a deployment refuses it', async () => {
    const statuses = await signIns(loginLimits({}), '111111');
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
  });
});
