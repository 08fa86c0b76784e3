// @vitest-environment node
import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  FORM_ROWS,
  SIGN_IN_CODE_ROWS,
  SIGN_IN_PHONE_ROWS,
  type FieldRow,
  type FormName,
} from '../../tests/forms/form-field-rows';

import { accountsTestApp, signIn } from './core/test-helpers';
import { returnTarget } from './order/pay-page';
import { call, type JsonResponse } from './testing/seeded-app';

/**
 * Parity of spec 5: every row of the storefront's form-field table (tests/forms/form-field-rows.ts)
 * sent to the endpoint the form posts to. The API never trusts the client: a value the form refuses
 * is refused with 422 and the same message under the API's name of the field; a value the form
 * accepts raises no error on that field. Fields that never leave the browser (the repeated
 * password, the consent of the vacancy form, the CV file) have no API name and are skipped.
 */

const t = accountsTestApp({ oidcStandIn: true, storefrontUrl: 'http://shop.test' });
afterAll(t.cleanup);
const app = t.accountsApp;

type Values = Record<string, unknown>;
type Endpoint = {
  name: string;
  form: FormName;
  /** Form field → the key of that field in the API's 422 `errors`. */
  fields: Record<string, string>;
  send(values: Values): Promise<JsonResponse>;
  /**
   * A documented difference: the row the form refuses that this API takes by design (null), or
   * the API's own message for it. Every refusal still has to be a 422 on that field.
   */
  differs?: (row: FieldRow) => { accepted: true } | { message: string } | null;
};

let session: { access: string; profile: string };
let vacancyId: number;

beforeAll(async () => {
  const login = await signIn(app, t.logs, '+7 (901) 555-44-33');
  session = { access: login.access_token, profile: login.profileToken };
  const vacancies = await call(app, 'GET', '/main/vacancies/vacancy');
  vacancyId = (vacancies.body as { items: { id: number }[] }).items[0]!.id;
});

const asBearer = (token: string) => ({ authorization: `Bearer ${token}` });
const text = (value: unknown) => value as string;

async function multipart(path: string, fields: Record<string, string>): Promise<JsonResponse> {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  const response = await app.request(path, { method: 'POST', body });
  const raw = await response.text();
  return { status: response.status, headers: response.headers, body: raw ? JSON.parse(raw) : null };
}

/** A subscription from a fresh table: an earlier row's e-mail is not «already subscribed». */
function subscribe(path: string, values: Values): Promise<JsonResponse> {
  t.db.prepare('DELETE FROM mailing_subscriptions').run();
  return call(app, 'POST', path, { ...values, recaptcha_token: 'ok' });
}

const ENDPOINTS: Endpoint[] = [
  {
    name: 'POST /core/update-profile (registration)',
    form: 'registration',
    fields: { name: 'profile.name', birthDate: 'profile.birth_date', email: 'profile.email' },
    send: (v) =>
      call(
        app,
        'POST',
        '/core/update-profile',
        { profile: { name: v.name, birth_date: v.birthDate, email: v.email } },
        asBearer(session.profile),
      ),
  },
  {
    name: 'POST /core/update-profile (account)',
    form: 'profile',
    fields: {
      name: 'profile.name',
      surname: 'profile.surname',
      patronymic: 'profile.patronymic',
      birthDate: 'profile.birth_date',
      email: 'profile.email',
    },
    send: (v) =>
      call(
        app,
        'POST',
        '/core/update-profile',
        {
          profile: {
            name: v.name,
            surname: v.surname,
            patronymic: v.patronymic,
            birth_date: v.birthDate,
            email: v.email,
          },
        },
        asBearer(session.profile),
      ),
  },
  {
    name: 'PUT /main/user/profile',
    form: 'profile',
    fields: {
      name: 'name',
      surname: 'surname',
      patronymic: 'patronymic',
      birthDate: 'birthday',
      email: 'email',
    },
    send: (v) =>
      call(
        app,
        'PUT',
        '/main/user/profile',
        {
          name: v.name,
          surname: v.surname,
          patronymic: v.patronymic,
          birthday: v.birthDate,
          email: v.email,
        },
        { token: session.access },
      ),
    // the main API's own date form: the mobile app sends the birthday as yyyy-mm-dd
    differs: (row) =>
      row.field === 'birthDate' && /^\d{4}-\d{2}-\d{2}$/.test(String(row.value))
        ? { accepted: true }
        : null,
  },
  {
    name: 'PUT /main/user/profile (password)',
    form: 'password',
    fields: { password: 'password' },
    send: (v) =>
      call(app, 'PUT', '/main/user/profile', { password: v.password }, { token: session.access }),
    // an empty password is «too short» for the API (the form says «Обязательное поле» first)
    differs: (row) => (row.value === '' ? { message: 'Не менее 8 символов' } : null),
  },
  {
    name: 'POST /order/api/order',
    form: 'checkout',
    fields: {
      customerName: 'customerName',
      customerSurname: 'customerSurname',
      customerPatronymic: 'customerPatronymic',
      customerPhone: 'customerPhone',
      customerEmail: 'customerEmail',
      comment: 'comment',
    },
    send: (v) =>
      call(
        app,
        'POST',
        '/order/api/order',
        { cartUuid: randomUUID(), ...v, deliveryType: 'pickup' },
        { 'idempotency-key': randomUUID() },
      ),
  },
  {
    name: 'POST /main/orders/order (older checkout)',
    form: 'legacyCheckout',
    fields: {
      customerName: 'personal_data.name',
      customerPhone: 'personal_data.phone_number',
      customerEmail: 'personal_data.email',
      comment: 'comment',
    },
    send: (v) =>
      call(
        app,
        'POST',
        '/main/orders/order',
        {
          delivery: { delivery_type: 'pvz', pvz_id: 'pvz-1' },
          personal_data: {
            email: v.customerEmail,
            name: v.customerName,
            surname: v.customerSurname,
            patronymic: v.customerPatronymic,
            phone_number: v.customerPhone,
          },
          comment: v.comment,
        },
        { 'idempotency-key': randomUUID() },
      ),
  },
  {
    name: 'POST /main/user/mailing-profile',
    form: 'newsletter',
    fields: { email: 'email', consent: 'consent' },
    send: (v) => subscribe('/main/user/mailing-profile', v),
  },
  {
    name: 'POST /main/subscribes/landing',
    form: 'newsletter',
    fields: { email: 'email', consent: 'consent' },
    send: (v) => subscribe('/main/subscribes/landing', v),
  },
  {
    name: 'POST /main/supports/order-refund',
    form: 'refund',
    fields: {
      reasonId: 'reason_id',
      fio: 'fio',
      bankName: 'bank_name',
      bik: 'bik',
      account: 'account',
      address: 'address',
      comment: 'comment',
    },
    send: (v) =>
      call(
        app,
        'POST',
        '/main/supports/order-refund',
        {
          order_id: randomUUID(),
          reason_id: v.reasonId,
          fio: v.fio,
          bank_name: v.bankName,
          bik: v.bik,
          account: v.account,
          address: v.address,
          comment: v.comment,
        },
        { token: session.access },
      ),
  },
  {
    name: 'POST /main/vacancies/apply',
    form: 'vacancy',
    fields: { name: 'name', phone: 'phone', email: 'email', comment: 'comment' },
    send: (v) =>
      multipart('/main/vacancies/apply', {
        vacancy_id: String(vacancyId),
        name: text(v.name),
        phone: text(v.phone),
        email: text(v.email),
        comment: text(v.comment),
      }),
  },
];

const errorsOf = (response: JsonResponse): Record<string, string[]> =>
  ((response.body as { errors?: Record<string, string[]> } | null)?.errors ?? {}) as Record<
    string,
    string[]
  >;

const label = (row: FieldRow) =>
  `${row.field} = ${JSON.stringify(row.value).slice(0, 50)} → ${row.message ?? 'accepted'}`;

describe.each(ENDPOINTS)('$name', (endpoint) => {
  const table = FORM_ROWS[endpoint.form];
  const rows = table.rows
    .filter((row) => row.field in endpoint.fields)
    .map((row) => ({ ...row, label: label(row) }));

  it.each(rows)('$label', async (row) => {
    const response = await endpoint.send({ ...table.valid, [row.field]: row.value });
    const key = endpoint.fields[row.field]!;
    const context = `${endpoint.name} ${label(row)}: ${response.status} ${JSON.stringify(response.body).slice(0, 300)}`;
    expect(response.status, context).toBeLessThan(500);
    const difference = endpoint.differs?.(row) ?? null;
    if (row.message === null || (difference && 'accepted' in difference)) {
      expect(errorsOf(response)[key], context).toBeUndefined();
    } else {
      expect(response.status, context).toBe(422);
      const message = difference && 'message' in difference ? difference.message : row.message;
      expect(errorsOf(response)[key], context).toContain(message);
    }
  });
});

describe('sign-in: the phone and the one-time code', () => {
  const phoneCases = SIGN_IN_PHONE_ROWS.map((row) => ({
    ...row,
    label: `${JSON.stringify(row.value)} → ${row.message ?? 'accepted'}`,
  }));

  it.each(phoneCases)('POST /main/otp/sendV2 and /otp/call: phone $label', async (row) => {
    for (const path of ['/main/otp/sendV2', '/main/otp/call']) {
      const response = await call(app, 'POST', path, {
        phone: row.value,
        recaptcha_token: 'ok',
        messageType: 'SMS',
      });
      const context = `${path} ${row.label}: ${JSON.stringify(response.body)}`;
      if (row.message === null) {
        expect(response.status, context).toBe(200);
      } else {
        expect(response.status, context).toBe(422);
        expect(errorsOf(response).phone, context).toContain(row.message);
      }
    }
  });

  it.each(SIGN_IN_CODE_ROWS.filter((row) => row.message))(
    'POST /main/auth/login: code $value ($kind) → $message',
    async (row) => {
      const response = await call(app, 'POST', '/main/auth/login', {
        phone: '+7 (901) 555-44-34',
        otp_id: randomUUID(),
        otp_code: row.value,
      });
      expect(response.status).toBe(422);
      expect(errorsOf(response).otp_code).toContain(row.message);
    },
  );
});

/** Return targets a client hands to the stand-in providers: only the storefront's return pages. */
describe('return targets of the payment and sign-in stand-ins (no open redirect)', () => {
  const HOSTILE_RETURNS = [
    'https://evil.example/payment/',
    'javascript:alert(1)//http://shop.test/payment/',
    'data:text/html,<script>alert(1)</script>',
    'http://shop.test/evil/',
    'http://shop.test/payment/../evil/',
    'http://user:pass@shop.test/payment/',
    '//evil.example/payment/',
    '/payment/',
    'http://shop.test/payment/?next=https://evil.example/',
  ];

  // The stand-in serves every local storefront (each e2e store has its own port), so it pins the
  // return page and scheme, not the host; a real acquirer pins the whole registered URL.
  it.each(HOSTILE_RETURNS)(
    'the payment page returns to no other page than /payment/: %j',
    (value) => {
      const target = new URL(returnTarget(value));
      expect(['http:', 'https:']).toContain(target.protocol);
      expect(`${target.pathname}${target.search}${target.username}`).toBe('/payment/');
    },
  );

  it('the payment page returns to a storefront’s /payment/', () => {
    expect(returnTarget('http://shop.test/payment/')).toBe('http://shop.test/payment/');
    expect(returnTarget('https://127.0.0.1:3300/payment/')).toBe('https://127.0.0.1:3300/payment/');
  });

  // The sign-in provider pins the whole return URL: the storefront's own origins
  // (REFERENCE_STOREFRONT_URL) and /oidc/{type}/; anything else is refused before a grant exists.
  const grants = () =>
    t.db.prepare<[], { n: number }>('SELECT count(*) AS n FROM oidc_grants').get()!.n;
  it.each([...HOSTILE_RETURNS, 'http://shop.test/oidc/tid/', 'http://shop.test/oidc/gid/?x=1'])(
    'the sign-in provider never sends the code to %j',
    async (value) => {
      const before = grants();
      const start = await call(
        app,
        'GET',
        `/core/oidc-gid-get-redirect-url?redirect_uri=${encodeURIComponent(value)}`,
      );
      expect(start.status).toBe(422);
      expect(start.body).toMatchObject({
        message: 'Недопустимый адрес возврата',
        code: 'oidc_failed',
      });
      expect(grants()).toBe(before);
    },
  );

  it('the sign-in provider returns to the storefront’s /oidc/{type}/', async () => {
    const start = await call(
      app,
      'GET',
      `/core/oidc-gid-get-redirect-url?redirect_uri=${encodeURIComponent('http://shop.test/oidc/gid/')}`,
    );
    const { redirect_url } = start.body as { redirect_url: string };
    expect(new URL(redirect_url).searchParams.get('redirect_uri')).toBe(
      'http://shop.test/oidc/gid/',
    );
  });
});
