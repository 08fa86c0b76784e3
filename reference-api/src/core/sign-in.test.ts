// @vitest-environment node
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  AUTH_MESSAGES,
  loginResponseSchema,
  otpCallResponseSchema,
  otpSendResponseSchema,
} from '../../../lib/platform/api/contracts/auth';
import { apiErrorBodySchema } from '../../../lib/platform/api/contracts/common';
import { jwtTokenResponseSchema } from '../../../lib/platform/api/contracts/core';
import { createApp } from '../app';
import { DEMO_CUSTOMER } from '../seed/customers';
import { call } from '../testing/seeded-app';

import {
  ACCOUNT_FREE_WRONG,
  ACCOUNT_MAX_WAIT_MS,
  DEFAULT_LOGIN_LIMITS,
  LOCK_MS,
  loginLimits,
  MAX_SENDS,
  MAX_WRONG,
  OTP_MAX_WRONG,
} from './login-limits';
import { OTP_TTL_MS } from './sign-in';
import { accountsTestApp, loggedCode } from './test-helpers';

const t = accountsTestApp();
afterAll(t.cleanup);
const app = t.accountsApp;
const {
  otpPerClient: OTP_CLIENT_LIMIT,
  otpGlobalPerMinute: OTP_GLOBAL_PER_MINUTE,
  failuresPerClient: LOGIN_FAILURES_PER_CLIENT,
} = DEFAULT_LOGIN_LIMITS;

/** Each test signs in from its own client address (the store's X-Forwarded-For). */
let clientNo = 0;
const freshClient = () => `10.1.0.${++clientNo}`;
const from = (client: string) => ({ 'x-forwarded-for': client });
let client = freshClient();
const send = (phone: string, extra: Record<string, unknown> = {}, by = client) =>
  call(
    app,
    'POST',
    '/main/otp/sendV2',
    { phone, recaptcha_token: 'token', messageType: 'SMS', ...extra },
    from(by),
  );
const login = (body: Record<string, unknown>, by = client) =>
  call(app, 'POST', '/main/auth/login', body, from(by));
const errorOf = (body: unknown) => apiErrorBodySchema.parse(body);
let phoneNo = 100;
const freshPhone = () =>
  `+7 (901) 000-${String(phoneNo++).slice(0, 2)}-${String(phoneNo).slice(-2)}`;
const otherCode = (code: string) => (code === '000000' ? '111111' : '000000');
const TOO_MANY = {
  message: 'Вы превысили количество попыток входа. Попробуйте снова через час',
  code: 'too_many_attempts',
};
beforeEach(() => {
  client = freshClient();
});

describe('one-time code sign-in', () => {
  it('sends a 6-digit code to the log and signs a new phone up on first login', async () => {
    const phone = '+7 (911) 123-45-67';
    const sent = await send(phone);
    expect(sent.status).toBe(200);
    const { otp_id, expires_at } = otpSendResponseSchema.parse(sent.body);
    expect(Date.parse(expires_at) - t.clock.now.getTime()).toBe(OTP_TTL_MS);
    const code = loggedCode(t.logs, phone);
    expect(code).toMatch(/^\d{6}$/);

    const first = await login({ phone, otp_id, otp_code: code });
    expect(first.status).toBe(200);
    const body = loginResponseSchema.parse(first.body);
    expect(body.isNew).toBe(true);
    expect(body.user.name).toBeNull();

    // the code works once; a new code logs the same customer in
    expect((await login({ phone, otp_id, otp_code: code })).status).toBe(422);
    const again = otpSendResponseSchema.parse((await send(phone)).body);
    const second = loginResponseSchema.parse(
      (await login({ phone, otp_id: again.otp_id, otp_code: loggedCode(t.logs, phone) })).body,
    );
    expect(second).toMatchObject({ isNew: false, user: { id: body.user.id } });
  });

  it('refuses a bad phone and a bad captcha with the spec 8 messages', async () => {
    const badPhone = await send('89111234567');
    expect(badPhone.status).toBe(422);
    expect(errorOf(badPhone.body)).toMatchObject({
      message: AUTH_MESSAGES.invalidPhone,
      code: 'invalid_phone',
    });
    for (const token of ['', '  ', 'invalid']) {
      const badCaptcha = await send(freshPhone(), { recaptcha_token: token });
      expect(errorOf(badCaptcha.body)).toMatchObject({
        message: 'Ошибка капчи. Попробуйте еще раз или обновите страницу.',
        code: 'captcha',
      });
    }
    expect(
      errorOf((await send(freshPhone(), { messageType: 'PIGEON' })).body).errors,
    ).toHaveProperty('messageType');
  });

  it('answers «Код введен неверно» for a wrong code and refuses an expired one', async () => {
    const phone = freshPhone();
    const { otp_id } = otpSendResponseSchema.parse((await send(phone)).body);
    const code = loggedCode(t.logs, phone);
    const wrong = await login({ phone, otp_id, otp_code: otherCode(code) });
    expect(wrong.status).toBe(422);
    expect(errorOf(wrong.body)).toMatchObject({
      message: 'Код введен неверно',
      code: 'wrong_code',
    });
    // another phone's otp id is no good either
    expect((await login({ phone: freshPhone(), otp_id, otp_code: code })).status).toBe(422);

    t.advance(OTP_TTL_MS + 1000);
    const late = await login({ phone, otp_id, otp_code: code });
    expect(errorOf(late.body).code).toBe('otp_expired');
  });

  it('locks that client for the phone for an hour after too many wrong codes', async () => {
    const phone = freshPhone();
    const { otp_id } = otpSendResponseSchema.parse((await send(phone)).body);
    const code = loggedCode(t.logs, phone);
    for (let i = 1; i < MAX_WRONG; i += 1) {
      expect((await login({ phone, otp_id, otp_code: otherCode(code) })).status).toBe(422);
    }
    const locked = await login({ phone, otp_id, otp_code: otherCode(code) });
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBe(String(LOCK_MS / 1000));
    expect(errorOf(locked.body)).toMatchObject(TOO_MANY);
    // every login and send of that client for the phone answers 429 for the hour
    expect((await login({ phone, otp_id, otp_code: code })).status).toBe(429);
    expect((await send(phone)).status).toBe(429);

    // the owner, from another client, asks for a new code and signs in
    const owner = freshClient();
    const fresh = otpSendResponseSchema.parse((await send(phone, {}, owner)).body);
    const ok = await login(
      { phone, otp_id: fresh.otp_id, otp_code: loggedCode(t.logs, phone) },
      owner,
    );
    expect(ok.status).toBe(200);

    t.advance(LOCK_MS - 60_000);
    const stillLocked = await send(phone);
    expect(stillLocked.status).toBe(429);
    expect(Number(stillLocked.headers.get('retry-after'))).toBe(60);
    t.advance(61_000);
    const after = otpSendResponseSchema.parse((await send(phone)).body);
    const again = await login({ phone, otp_id: after.otp_id, otp_code: loggedCode(t.logs, phone) });
    expect(again.status).toBe(200);
  });

  it('voids a code after 5 wrong tries, whichever clients they come from', async () => {
    const phone = freshPhone();
    const { otp_id } = otpSendResponseSchema.parse((await send(phone)).body);
    const code = loggedCode(t.logs, phone);
    for (let i = 0; i < OTP_MAX_WRONG; i += 1) {
      const wrong = await login({ phone, otp_id, otp_code: otherCode(code) }, freshClient());
      expect(wrong.status).toBe(422);
    }
    const late = await login({ phone, otp_id, otp_code: code }, freshClient());
    expect(late.status).toBe(422);
    expect(errorOf(late.body)).toMatchObject({ message: 'Код введен неверно', code: 'wrong_code' });
    // a new code works
    const fresh = otpSendResponseSchema.parse((await send(phone)).body);
    const ok = await login({ phone, otp_id: fresh.otp_id, otp_code: loggedCode(t.logs, phone) });
    expect(ok.status).toBe(200);
  });

  it('limits the codes sent per phone', async () => {
    const phone = freshPhone();
    for (let i = 0; i < MAX_SENDS; i += 1) expect((await send(phone)).status).toBe(200);
    const refused = await send(phone, {}, freshClient());
    expect(refused.status).toBe(429);
    expect(errorOf(refused.body).code).toBe('too_many_attempts');
    t.advance(LOCK_MS + 1000);
  });
});

describe('limits per client and in total', () => {
  it('defaults to 10 codes per client and hour, 60 per minute in all, 30 failed logins', () => {
    expect(DEFAULT_LOGIN_LIMITS).toEqual({
      otpPerPhone: 5,
      otpPerClient: 10,
      otpGlobalPerMinute: 60,
      failuresPerClient: 30,
    });
    expect([MAX_SENDS, MAX_WRONG, OTP_MAX_WRONG]).toEqual([5, 5, 5]);
  });

  it('one client sending to 40 numbers gets codes for the first 10 only', async () => {
    const logged = t.logs.length;
    const answers = [];
    for (let i = 0; i < 40; i += 1) answers.push(await send(freshPhone()));
    expect(answers.slice(0, OTP_CLIENT_LIMIT).every((answer) => answer.status === 200)).toBe(true);
    for (const refused of answers.slice(OTP_CLIENT_LIMIT)) {
      expect(refused.status).toBe(429);
      expect(errorOf(refused.body)).toMatchObject(TOO_MANY);
      expect(refused.headers.get('retry-after')).toBe('3600');
    }
    expect(t.logs.slice(logged).filter((line) => line.includes('one-time code'))).toHaveLength(
      OTP_CLIENT_LIMIT,
    );
    // the call channel shares the limit; another client is not concerned
    const called = await call(
      app,
      'POST',
      '/main/otp/call',
      { phone: freshPhone(), recaptcha_token: 'ok' },
      from(client),
    );
    expect(called.status).toBe(429);
    expect((await send(freshPhone(), {}, freshClient())).status).toBe(200);
    // Retry-After says when: half an hour on, the first send is still in the window
    t.advance(30 * 60_000);
    expect((await send(freshPhone())).headers.get('retry-after')).toBe('1800');
    t.advance(30 * 60_000 + 1000);
    expect((await send(freshPhone())).status).toBe(200);
  });

  it('caps the sends of all clients per minute', async () => {
    t.advance(2 * 60_000);
    for (let i = 0; i < OTP_GLOBAL_PER_MINUTE; i += 1) {
      expect((await send(freshPhone(), {}, freshClient())).status).toBe(200);
    }
    const refused = await send(freshPhone(), {}, freshClient());
    expect(refused.status).toBe(429);
    expect(errorOf(refused.body)).toMatchObject(TOO_MANY);
    expect(refused.headers.get('retry-after')).toBe('60');
    t.advance(61_000);
    expect((await send(freshPhone(), {}, freshClient())).status).toBe(200);
  });

  it('takes the limits from REFERENCE_OTP_CLIENT_LIMIT and REFERENCE_OTP_GLOBAL_PER_MINUTE', async () => {
    vi.stubEnv('REFERENCE_OTP_CLIENT_LIMIT', '2');
    vi.stubEnv('REFERENCE_OTP_GLOBAL_PER_MINUTE', '3');
    const tuned = createApp(t.db, {
      mediaDir: t.mediaDir,
      accounts: { log: () => {}, now: () => t.clock.now },
    });
    vi.unstubAllEnvs();
    const sendTo = (by: string) =>
      call(
        tuned,
        'POST',
        '/main/otp/sendV2',
        { phone: freshPhone(), recaptcha_token: 'x' },
        from(by),
      );
    t.advance(2 * 60_000);
    const one = freshClient();
    expect((await sendTo(one)).status).toBe(200);
    expect((await sendTo(one)).status).toBe(200);
    expect((await sendTo(one)).status).toBe(429);
    expect((await sendTo(freshClient())).status).toBe(200);
    expect((await sendTo(freshClient())).status).toBe(429);
    expect(loginLimits({ ...process.env, REFERENCE_OTP_CLIENT_LIMIT: 'many' })).toMatchObject({
      otpPerClient: DEFAULT_LOGIN_LIMITS.otpPerClient,
    });
  });

  it('caps the failed logins of one client across accounts', async () => {
    t.advance(LOCK_MS + 1000);
    const stuffer = freshClient();
    for (let i = 0; i < LOGIN_FAILURES_PER_CLIENT; i += 1) {
      const refused = await login({ email: `nobody${i}@zoloto.test`, password: 'x' }, stuffer);
      expect(refused.status, `attempt ${i + 1}`).toBe(
        i + 1 < LOGIN_FAILURES_PER_CLIENT ? 422 : 429,
      );
    }
    const demo = { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password };
    const locked = await login(demo, stuffer);
    expect(locked.status).toBe(429);
    expect(errorOf(locked.body)).toMatchObject(TOO_MANY);
    expect((await login(demo, freshClient())).status).toBe(200);
  });
});

describe('call code', () => {
  it('is the last 4 digits of the calling number', async () => {
    const phone = freshPhone();
    const called = await call(app, 'POST', '/main/otp/call', { phone, recaptcha_token: 'ok' });
    expect(called.status).toBe(200);
    const body = otpCallResponseSchema.parse(called.body);
    expect(body.calling_number).toMatch(/^\+7 \(\d{3}\) \d{3}-\d{2}-\d{2}$/);
    const code = body.calling_number.replace(/\D/g, '').slice(-4);
    const ok = await login({ phone, otp_id: body.otp_id, otp_code: code });
    expect(ok.status).toBe(200);
  });
});

describe('fixed test code (REFERENCE_OTP_CODE)', () => {
  const previous = process.env.REFERENCE_OTP_CODE;
  afterEach(() => {
    if (previous === undefined) delete process.env.REFERENCE_OTP_CODE;
    else process.env.REFERENCE_OTP_CODE = previous;
  });

  it('is the code issued when set, for SMS and calls', async () => {
    process.env.REFERENCE_OTP_CODE = '246810';
    const fixed = createApp(t.db, { mediaDir: t.mediaDir, accounts: { log: () => {} } });
    const phone = freshPhone();
    const sent = await call(fixed, 'POST', '/main/otp/sendV2', { phone, recaptcha_token: 'x' });
    const { otp_id } = otpSendResponseSchema.parse(sent.body);
    const ok = await call(fixed, 'POST', '/main/auth/login', { phone, otp_id, otp_code: '246810' });
    expect(ok.status).toBe(200);
    const called = otpCallResponseSchema.parse(
      (await call(fixed, 'POST', '/main/otp/call', { phone, recaptcha_token: 'x' })).body,
    );
    expect(called.calling_number.endsWith('-68-10')).toBe(true);
    const byCall = await call(fixed, 'POST', '/main/auth/login', {
      phone,
      otp_id: called.otp_id,
      otp_code: '6810',
    });
    expect(byCall.status).toBe(200);
  });

  it('ignores a malformed value', async () => {
    process.env.REFERENCE_OTP_CODE = '12';
    const logs: string[] = [];
    createApp(t.db, { mediaDir: t.mediaDir, accounts: { log: (line) => logs.push(line) } });
    expect(logs.join()).toContain('REFERENCE_OTP_CODE must be 6 digits');
  });
});

describe('e-mail and password', () => {
  it('signs the demo customer in and refuses a wrong password or unknown e-mail', async () => {
    const ok = await login({ email: 'Demo@Zoloto.test', password: DEMO_CUSTOMER.password });
    expect(ok.status).toBe(200);
    expect(loginResponseSchema.parse(ok.body).user.name).toBe(DEMO_CUSTOMER.name);
    for (const body of [
      { email: DEMO_CUSTOMER.email, password: 'wrong-password' },
      { email: 'nobody@zoloto.test', password: 'whatever1' },
    ]) {
      const refused = await login(body);
      expect(refused.status).toBe(422);
      expect(errorOf(refused.body)).toMatchObject({
        message: 'Такой пользователь не найден',
        code: 'user_not_found',
      });
    }
  });

  it('locks only the client that guessed wrong; the owner elsewhere still signs in', async () => {
    const attacker = freshClient();
    const wrong = { email: DEMO_CUSTOMER.email, password: 'guess-1' };
    for (let i = 1; i < MAX_WRONG; i += 1) expect((await login(wrong, attacker)).status).toBe(422);
    const locked = await login(wrong, attacker);
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBe(String(LOCK_MS / 1000));
    expect(errorOf(locked.body)).toMatchObject(TOO_MANY);
    const right = { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password };
    expect((await login(right, attacker)).status).toBe(429);
    expect((await login(right, freshClient())).status).toBe(200);
    t.advance(LOCK_MS + 1000);
    expect((await login(right, attacker)).status).toBe(200);
  });
});

describe('wrong passwords from many addresses', () => {
  const right = { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password };
  const wrong = { email: DEMO_CUSTOMER.email, password: 'guess' };
  const HELD = { message: AUTH_MESSAGES.accountHeld, code: 'account_held' };

  it('holds the account’s password after 10, each further try waiting twice as long; the owner signs in by code', async () => {
    for (let i = 0; i < ACCOUNT_FREE_WRONG; i += 1) {
      expect((await login(wrong, freshClient())).status).toBe(422);
    }
    const held = await login(wrong, freshClient());
    expect(held.status).toBe(429);
    expect(held.headers.get('retry-after')).toBe('1');
    expect(errorOf(held.body)).toMatchObject(HELD);
    // while held, the right password is refused too: a lucky guess gets nothing
    expect((await login(right, freshClient())).status).toBe(429);

    // the owner signs in by a code sent to the phone meanwhile
    const sent = await send(DEMO_CUSTOMER.phone);
    expect(sent.status).toBe(200);
    const { otp_id } = otpSendResponseSchema.parse(sent.body);
    const code = loggedCode(t.logs, DEMO_CUSTOMER.phone);
    const byCode = await login({ phone: DEMO_CUSTOMER.phone, otp_id, otp_code: code });
    expect(byCode.status).toBe(200);

    // each wrong try after the free ones doubles the wait: 1 s, 2 s, 4 s…
    for (const wait of [1, 2, 4, 8]) {
      t.advance(wait * 1000);
      expect((await login(wrong, freshClient())).status).toBe(422);
      const next = await login(wrong, freshClient());
      expect(next.status).toBe(429);
      expect(next.headers.get('retry-after')).toBe(String(wait * 2));
    }

    // 50 addresses guessing for an hour get far fewer than 50 × 5 tries
    let tries = ACCOUNT_FREE_WRONG + 4;
    const end = t.clock.now.getTime() + 60 * 60_000;
    while (t.clock.now.getTime() < end) {
      const answer = await login(wrong, freshClient());
      if (answer.status === 422) tries += 1;
      t.advance(Number(answer.headers.get('retry-after') ?? 1) * 1000);
    }
    expect(tries).toBeLessThan(ACCOUNT_FREE_WRONG + 30);
    expect(ACCOUNT_MAX_WAIT_MS).toBe(15 * 60_000);

    // once the window has passed, the owner's password works again
    t.advance(60 * 60_000 + 1000);
    expect((await login(right, freshClient())).status).toBe(200);
  });

  it('an account nobody guessed at is not held by the guesses at another', async () => {
    for (let i = 0; i <= ACCOUNT_FREE_WRONG; i += 1) {
      await login({ email: 'someone-else@zoloto.test', password: 'guess' }, freshClient());
    }
    expect((await login(right, freshClient())).status).toBe(200);
  });
});

describe('tokens', () => {
  it('exchanges the access token for a profile token; core needs the profile token', async () => {
    const { access_token } = loginResponseSchema.parse(
      (await login({ email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password })).body,
    );
    expect((await call(app, 'GET', '/core/jwt/token')).status).toBe(401);
    const bad = await call(app, 'GET', '/core/jwt/token', undefined, {
      authorization: 'Bearer nope',
    });
    expect(bad.status).toBe(401);
    expect(errorOf(bad.body).message).toBe('Ошибка аутентификации');
    const jwt = await call(app, 'GET', '/core/jwt/token', undefined, {
      authorization: `Bearer ${access_token}`,
    });
    expect(jwt.status).toBe(200);
    const { token } = jwtTokenResponseSchema.parse(jwt.body);

    const profile = (auth: string) =>
      call(app, 'GET', '/core/profile', undefined, { authorization: `Bearer ${auth}` });
    expect((await profile(token)).status).toBe(200);
    // the access token is not a profile token, and main calls want the access token
    expect((await profile(access_token)).status).toBe(401);
    expect((await call(app, 'GET', '/main/user/profile', undefined, { token })).status).toBe(401);
    expect(
      (await call(app, 'GET', '/main/user/profile', undefined, { token: access_token })).status,
    ).toBe(200);

    // logout revokes both; logging out again still succeeds
    const out = await call(app, 'POST', '/main/auth/logout', undefined, { token: access_token });
    expect(out.body).toEqual({ success: true });
    expect((await profile(token)).status).toBe(401);
    expect(
      (await call(app, 'GET', '/main/user/profile', undefined, { token: access_token })).status,
    ).toBe(401);
    expect((await call(app, 'POST', '/main/auth/logout', undefined, { token: 'x' })).status).toBe(
      200,
    );
  });

  it('expires a profile token after a day', async () => {
    const { access_token } = loginResponseSchema.parse(
      (await login({ email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password })).body,
    );
    const { token } = jwtTokenResponseSchema.parse(
      (await call(app, 'GET', '/core/jwt/token', undefined, { token: access_token })).body,
    );
    t.advance(86_400_000 + 1000);
    const headers = { authorization: `Bearer ${token}` };
    expect((await call(app, 'GET', '/core/profile', undefined, headers)).status).toBe(401);
  });
});
