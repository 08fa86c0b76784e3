// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';

import {
  checkEmailResponseSchema,
  refundDataResponseSchema,
  refundResponseSchema,
  userOrdersResponseSchema,
  userProfileResponseSchema,
} from '../../../lib/platform/api/contracts/account';
import { apiErrorBodySchema } from '../../../lib/platform/api/contracts/common';
import { accountsTestApp, signIn } from '../core/test-helpers';
import { DEMO_CUSTOMER } from '../seed/customers';
import { call } from '../testing/seeded-app';

const t = accountsTestApp();
afterAll(t.cleanup);
const app = t.accountsApp;

const demo = () => signIn(app, t.logs, DEMO_CUSTOMER.phone);

describe('main API account', () => {
  it('reads and updates the user profile in the main API names', async () => {
    const { access_token } = await signIn(app, t.logs, '+7 (955) 100-20-30');
    const as = { token: access_token };
    const read = userProfileResponseSchema.parse(
      (await call(app, 'GET', '/main/user/profile', undefined, as)).body,
    );
    expect(read.data).toMatchObject({
      phone: '+7 (955) 100-20-30',
      sex: null,
      has_password: false,
    });

    const bad = await call(
      app,
      'PUT',
      '/main/user/profile',
      { birthday: '2999-01-01', name: '' },
      as,
    );
    expect(apiErrorBodySchema.parse(bad.body).errors).toEqual({
      birthday: ['Недопустимая дата'],
      name: ['Обязательное поле'],
    });
    const saved = await call(
      app,
      'PUT',
      '/main/user/profile',
      {
        name: 'Ирина',
        birthday: '1985-07-20',
        sex: '2',
        password: 'secret-pass',
        email: 'irina@zoloto.test',
      },
      as,
    );
    expect(userProfileResponseSchema.parse(saved.body).data).toMatchObject({
      name: 'Ирина',
      birthday: '1985-07-20',
      sex: '2',
      has_password: true,
    });
    // the password now signs in by e-mail
    const byEmail = await call(app, 'POST', '/main/auth/login', {
      email: 'irina@zoloto.test',
      password: 'secret-pass',
    });
    expect(byEmail.status).toBe(200);

    const exists = async (email: string, headers: Record<string, string> = {}) =>
      checkEmailResponseSchema.parse(
        (await call(app, 'GET', `/main/user/check_email_exists?email=${email}`, undefined, headers))
          .body,
      ).data.exists;
    expect(await exists('IRINA@zoloto.test')).toBe(true);
    expect(await exists('irina@zoloto.test', as)).toBe(false);
    expect(await exists('nobody@zoloto.test')).toBe(false);

    const deleted = await call(app, 'DELETE', '/main/user/profile', undefined, as);
    expect(deleted.body).toEqual({ success: true });
    expect((await call(app, 'GET', '/main/user/profile', undefined, as)).status).toBe(401);
    expect(await exists('irina@zoloto.test')).toBe(false);
  });

  it('pages the orders (pagination[page], pagination[per_page])', async () => {
    const { access_token } = await demo();
    const page = (query: string) =>
      call(app, 'GET', `/main/user/order${query}`, undefined, { token: access_token });
    const all = userOrdersResponseSchema.parse((await page('')).body);
    expect(all.pagination).toEqual({ total: 3, page: 1, per_page: 15, last_page: 1 });
    const second = userOrdersResponseSchema.parse(
      (await page('?pagination[page]=2&pagination[per_page]=2')).body,
    );
    expect(second.data).toHaveLength(1);
    expect(second.data[0]!.uuid).toBe(all.data[2]!.uuid);
    expect((await call(app, 'GET', '/main/user/order')).status).toBe(401);
  });

  it('validates refund requests with the spec 5 rules and takes one per order', async () => {
    const { access_token } = await demo();
    const as = { token: access_token };
    const data = refundDataResponseSchema.parse(
      (await call(app, 'GET', '/main/supports/order-refund', undefined, as)).body,
    );
    expect(data).toMatchObject({
      data: [],
      email: DEMO_CUSTOMER.email,
      phone: DEMO_CUSTOMER.phone,
      name: 'Демидова Анна Сергеевна',
    });
    const orders = userOrdersResponseSchema.parse(
      (await call(app, 'GET', '/main/user/order', undefined, as)).body,
    ).data;
    const valid = {
      order_id: orders[0]!.uuid,
      reason_id: data.reasons[0]!.id,
      fio: 'Демидова Анна Сергеевна',
      bank_name: 'ПАО «Сбербанк»',
      bik: '044525225',
      account: '40817810099910004312',
      address: 'Москва, ул. Тверская, д. 1, кв. 5',
    };
    const bad = await call(
      app,
      'POST',
      '/main/supports/order-refund',
      { ...valid, fio: 'Anna', bank_name: '-Банк', bik: '12a', account: '123', address: ' Москва' },
      as,
    );
    expect(bad.status).toBe(422);
    expect(apiErrorBodySchema.parse(bad.body).errors).toEqual({
      fio: ['Введите фамилию, имя и отчество русскими буквами'],
      bank_name: ['Не корректный ввод'],
      bik: ['Недопустимый формат'],
      account: ['Должно содержать ровно 20 символов'],
      address: ['Недопустимый формат адреса'],
    });
    const someoneElses = await call(
      app,
      'POST',
      '/main/supports/order-refund',
      { ...valid, order_id: 'not-mine' },
      as,
    );
    expect(apiErrorBodySchema.parse(someoneElses.body).code).toBe('order_not_found');

    const created = await call(app, 'POST', '/main/supports/order-refund', valid, as);
    expect(created.status).toBe(201);
    expect(refundResponseSchema.parse(created.body).data).toMatchObject({
      order_id: orders[0]!.uuid,
      order_number: orders[0]!.number,
      status: 'new',
    });
    const again = await call(app, 'POST', '/main/supports/order-refund', valid, as);
    expect(apiErrorBodySchema.parse(again.body).code).toBe('refund_exists');
    const listed = refundDataResponseSchema.parse(
      (await call(app, 'GET', '/main/supports/order-refund', undefined, as)).body,
    );
    expect(listed.data).toHaveLength(1);
  });

  it('registers and removes push tokens', async () => {
    const { access_token } = await demo();
    const body = { token: 'fcm-token-1', deviceId: 'device-1' };
    expect((await call(app, 'POST', '/main/push_token/token', body)).status).toBe(401);
    const saved = await call(app, 'POST', '/main/push_token/token', body, { token: access_token });
    expect(saved.body).toEqual({ success: true });
    expect(
      (await call(app, 'POST', '/main/push_token/token', body, { token: access_token })).status,
    ).toBe(200);
    const stored = () =>
      t.db.prepare('SELECT device_id FROM push_tokens WHERE token = ?').all('fcm-token-1');
    expect(stored()).toEqual([{ device_id: 'device-1' }]);
    const bad = await call(
      app,
      'POST',
      '/main/push_token/token',
      { token: '' },
      { token: access_token },
    );
    expect(Object.keys(apiErrorBodySchema.parse(bad.body).errors ?? {}).sort()).toEqual([
      'deviceId',
      'token',
    ]);
    // removing needs no session: logout removes it even after the token is gone
    expect((await call(app, 'DELETE', '/main/push_token/token', body)).status).toBe(200);
    expect(stored()).toEqual([]);
  });
});
