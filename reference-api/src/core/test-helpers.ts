import type { Hono } from 'hono';

import { loginResponseSchema, type LoginResponse } from '../../../lib/platform/api/contracts/auth';
import { createApp } from '../app';
import { call, seededApp, type SeededApp } from '../testing/seeded-app';

import type { AccountOptions } from './options';

export type AccountsTestApp = SeededApp & {
  /** The app with the injected clock and options. */
  accountsApp: Hono;
  logs: string[];
  clock: { now: Date };
  advance(ms: number): void;
};

/** A seeded app whose sign-in clock, log and limits the test controls. */
export function accountsTestApp(options: AccountOptions = {}): AccountsTestApp {
  const seeded = seededApp();
  const logs: string[] = [];
  const clock = { now: new Date() };
  const accountsApp = createApp(seeded.db, {
    mediaDir: seeded.mediaDir,
    accounts: { otpCode: null, log: (line) => logs.push(line), now: () => clock.now, ...options },
  });
  return {
    ...seeded,
    accountsApp,
    logs,
    clock,
    advance: (ms) => {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
}

/** The code of the last message written to the log for that phone. */
export function loggedCode(logs: readonly string[], phone: string): string {
  const line = [...logs].reverse().find((entry) => entry.includes(phone));
  const code = /one-time code (\d+)/.exec(line ?? '')?.[1];
  if (!code) throw new Error(`no code logged for ${phone}`);
  return code;
}

/** Signs a phone in by SMS code; returns the login answer and the profile token. */
export async function signIn(
  app: Hono,
  logs: readonly string[],
  phone: string,
): Promise<LoginResponse & { profileToken: string }> {
  const sent = await call(app, 'POST', '/main/otp/sendV2', {
    phone,
    recaptcha_token: 'ok',
    messageType: 'SMS',
  });
  if (sent.status !== 200) throw new Error(`sendV2 ${sent.status} ${JSON.stringify(sent.body)}`);
  const { otp_id } = sent.body as { otp_id: string };
  const login = await call(app, 'POST', '/main/auth/login', {
    phone,
    otp_id,
    otp_code: loggedCode(logs, phone),
  });
  if (login.status !== 200) throw new Error(`login ${login.status} ${JSON.stringify(login.body)}`);
  const body = loginResponseSchema.parse(login.body);
  const jwt = await call(app, 'GET', '/core/jwt/token', undefined, {
    authorization: `Bearer ${body.access_token}`,
  });
  return { ...body, profileToken: (jwt.body as { token: string }).token };
}
