import { expect, test } from '@playwright/test';

import { clientAddress, storeSession } from './helpers';

/**
 * Spec 5 «Subscription flag default true»: a customer who has just signed up by code
 * starts subscribed, and the account shows the box ticked.
 */
test('a new customer’s «Подписка» box is ticked', async ({ page, request }) => {
  const client = clientAddress(); // code sends are limited per client
  const digits = () => String(Math.floor(Math.random() * 90) + 10);
  const phone = `+7 (95${digits().slice(1)}) ${digits()}${digits().slice(1)}-${digits()}-${digits()}`;
  // a new customer signs up by code (REFERENCE_OTP_CODE of the e2e API is 111111)
  const sent = await request.post('/svc/main/otp/sendV2', {
    data: { phone, recaptcha_token: 'e2e', messageType: 'SMS' },
    headers: client,
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  const { otp_id } = (await sent.json()) as { otp_id: string };
  const login = await request.post('/svc/main/auth/login', {
    data: { phone, otp_id, otp_code: '111111' },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const { access_token } = (await login.json()) as { access_token: string };
  const jwt = await request.get('/svc/core/jwt/token', {
    headers: { Authorization: `Bearer ${access_token}` },
  });
  const { token } = (await jwt.json()) as { token: string };
  const auth = { Authorization: `Bearer ${token}` };
  // the profile is filled, so the «Заполните профиль» modal stays closed (not this test's subject)
  const filled = await request.post('/svc/core/update-profile', {
    headers: auth,
    data: {
      profile: { name: 'Анна', birth_date: '01.02.1990', email: `new-${Date.now()}@e2e.test` },
    },
  });
  expect(filled.ok(), await filled.text()).toBe(true);
  expect(
    ((await filled.json()) as { profile: { is_subscribed: boolean } }).profile.is_subscribed,
  ).toBe(true);
  await storeSession(page, { accessToken: access_token, profileToken: token, userName: 'Анна' });

  await page.goto('/account/profile/');
  await expect(page.getByRole('checkbox', { name: /Получать новости/ })).toBeChecked();
});
