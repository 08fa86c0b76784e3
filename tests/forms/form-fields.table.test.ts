import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';

import {
  passwordFormSchema,
  profileFormSchema,
  refundFormSchema,
} from '@/features/account/schemas';
import { requestCall, requestCode, submitCode, submitEmail } from '@/features/auth/api/login-flow';
import { fillProfileSchema } from '@/features/auth/schemas';
import { initialAuthFields, useAuthStore } from '@/features/auth/stores/auth-store';
import { customerSchema, legacyCustomerSchema } from '@/features/checkout/schemas';
import { addressFieldError, suggestionError } from '@/features/checkout/utils/address';
import { newsletterFormSchema } from '@/features/newsletter/schemas';
import { applyFormSchema } from '@/features/vacancies/schemas';
import { browserClient } from '@/lib/platform/api/browser';
import type { AddressSuggestion } from '@/lib/platform/api/contracts/main';
import { validateAnswers, type SurveyQuestion } from '@/lib/platform/api/contracts/survey';

import {
  FORM_ROWS,
  SIGN_IN_CODE_ROWS,
  SIGN_IN_PHONE_ROWS,
  type FieldRow,
  type FormName,
} from './form-field-rows';

/**
 * Every form field of spec 5 against the schema the form really uses: a valid value passes (no
 * message on that field), an invalid one shows the exact Russian message. The rows live in
 * form-field-rows.ts, which the reference API's parity test drives against its endpoints too.
 */

vi.mock('@/lib/platform/api/browser', () => ({ browserClient: vi.fn() }));
vi.mock('@/lib/platform/toast', () => ({
  notify: { success: vi.fn(), warning: vi.fn(), error: vi.fn(), info: vi.fn() },
}));

const SCHEMAS: Record<FormName, z.ZodType> = {
  registration: fillProfileSchema,
  profile: profileFormSchema,
  checkout: customerSchema,
  legacyCheckout: legacyCustomerSchema,
  newsletter: newsletterFormSchema,
  refund: refundFormSchema,
  vacancy: applyFormSchema,
  password: passwordFormSchema,
};

/** The first message of each field (what the form shows under it). */
function fieldMessages(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  const messages: Record<string, string> = {};
  for (const issue of result.success ? [] : result.error.issues) {
    const key = issue.path.join('.');
    messages[key] ??= issue.message;
  }
  return messages;
}

const cases = (form: FormName) =>
  FORM_ROWS[form].rows.map((row: FieldRow) => ({
    ...row,
    label: `${row.field} = ${JSON.stringify(row.value).slice(0, 60)} → ${row.message ?? 'ok'}`,
  }));

describe.each(Object.keys(FORM_ROWS) as FormName[])('form «%s»', (form) => {
  const { valid } = FORM_ROWS[form];

  it('the valid base values pass', () => {
    expect(fieldMessages(SCHEMAS[form], valid)).toEqual({});
  });

  it.each(cases(form))('$label', ({ field, value, message }) => {
    const values = { ...valid, [field]: value };
    const messages = fieldMessages(SCHEMAS[form], values);
    expect(messages[field]).toBe(message ?? undefined);
  });
});

describe('newsletter e-mail: whitespace is removed everywhere, not only at the ends', () => {
  it.each([
    [' anna@zoloto.test ', 'anna@zoloto.test'],
    ['an na@zo loto.test', 'anna@zoloto.test'],
    ['anna@\tzoloto.test\n', 'anna@zoloto.test'],
  ])('%j is sent as %j', (typed, sent) => {
    expect(newsletterFormSchema.parse({ email: typed, consent: true }).email).toBe(sent);
  });
});

describe('checkout address (suggestion-provider variant of spec 5)', () => {
  const suggestion = (data: Partial<AddressSuggestion['data']>): AddressSuggestion => ({
    value: 'г Москва, ул Тверская, д 1',
    data: {
      geo_lat: '55.75',
      geo_lon: '37.61',
      street_with_type: 'ул Тверская',
      settlement: null,
      city: 'Москва',
      house: '1',
      house_type_full: 'дом',
      postal_code: '125009',
      fias_id: 'fias-1',
      ...data,
    },
  });

  it.each([
    ['a full address', {}, null],
    [
      'a settlement without a city or street',
      { city: null, street_with_type: null, settlement: 'Внуково' },
      null,
    ],
    ['no city and no settlement', { city: null, settlement: null }, 'Необходимо ввести город'],
    ['no street and no settlement', { street_with_type: null }, 'Необходимо ввести улицу'],
    ['a blank street', { street_with_type: '  ' }, 'Необходимо ввести улицу'],
    ['no house number', { house: null }, 'Необходимо ввести номер дома'],
    ['no house type', { house_type_full: '' }, 'Необходимо ввести номер дома'],
  ] as const)('%s → %s', (_label, data, message) => {
    expect(suggestionError(suggestion(data))).toBe(message);
  });

  it.each([
    ['', null, null],
    ['Москва, Тверская 1', null, 'Необходимо ввести город'],
    ['<script>alert(1)</script>', null, 'Необходимо ввести город'],
  ] as const)('typed %j without a chosen suggestion → %s', (text, chosen, message) => {
    expect(addressFieldError(text, chosen)).toBe(message);
  });
});

describe('sign-in (the login modal refuses before any call)', () => {
  const post = vi.fn();
  beforeEach(() => {
    vi.mocked(browserClient).mockImplementation(
      () => ({ post, get: vi.fn(), put: vi.fn() }) as unknown as ReturnType<typeof browserClient>,
    );
    window.localStorage.clear();
    useAuthStore.setState({ ...initialAuthFields, userName: null });
  });
  afterEach(() => vi.clearAllMocks());

  it.each(SIGN_IN_PHONE_ROWS)('phone %j → $message', async ({ value, message }) => {
    post.mockResolvedValue({
      data: { otp_id: 'otp-1', expires_at: 'x', calling_number: '+7 (495) 000-12-34' },
    });
    useAuthStore.getState().setPhone(value);
    for (const send of [requestCode, requestCall]) {
      useAuthStore.getState().setPhone(value);
      const sent = await send();
      expect(sent).toBe(message === null);
      expect(useAuthStore.getState().error).toBe(message);
    }
    expect(post).toHaveBeenCalledTimes(message === null ? 2 : 0);
  });

  it.each(SIGN_IN_CODE_ROWS)('code $value ($kind) → $message', async ({ value, message }) => {
    useAuthStore.getState().setPhone('+7 (912) 345-67-89');
    useAuthStore.getState().codeSent('otp-1');
    useAuthStore.setState({ code: value });
    post.mockRejectedValue(new Error('stop after the guard'));
    await submitCode(vi.fn());
    if (message) {
      expect(useAuthStore.getState().error).toBe(message);
      expect(post).not.toHaveBeenCalled();
    } else {
      expect(post).toHaveBeenCalledWith(
        '/auth/login',
        { phone: '+7 (912) 345-67-89', otp_id: 'otp-1', otp_code: value },
        { silent: true },
      );
    }
  });

  it.each([
    ['', 'secret12', 'Обязательное поле'],
    ['   ', 'secret12', 'Обязательное поле'],
    ['demo@zoloto.test', '', 'Обязательное поле'],
    // spec 5: no format check is shown for the e-mail login
    ['not-an-email', 'secret12', null],
  ])('e-mail login %j / %j → %s', async (email, password, message) => {
    post.mockRejectedValue(new Error('stop after the guard'));
    useAuthStore.getState().setEmail(email);
    useAuthStore.getState().setPassword(password);
    await submitEmail(vi.fn());
    expect(post).toHaveBeenCalledTimes(message ? 0 : 1);
    if (message) expect(useAuthStore.getState().error).toBe(message);
  });
});

describe('survey answers (the questionnaire form and the API share validateAnswers)', () => {
  const questions: SurveyQuestion[] = [
    {
      id: 'q1',
      type: 'single',
      text: 'Как вы нас нашли?',
      required: true,
      options: [{ id: 'a', text: 'Реклама' }],
    },
    { id: 'q2', type: 'rating', text: 'Оценка', required: true },
    { id: 'q3', type: 'nps', text: 'Порекомендуете?', required: false },
    { id: 'q4', type: 'text', text: 'Комментарий', required: false, max_length: 10 },
    {
      id: 'q5',
      type: 'multiple',
      text: 'Что понравилось?',
      required: false,
      options: [{ id: 'x', text: 'Цены' }],
    },
  ];
  const valid = { q1: 'a', q2: 5, q3: 10, q4: 'Спасибо', q5: ['x'] };

  it.each([
    ['q1', null, 'Обязательное поле'],
    ['q1', 'zzz', 'Выберите вариант из списка'],
    ['q2', 0, 'Поставьте оценку от 1 до 5'],
    ['q2', 4.5, 'Поставьте оценку от 1 до 5'],
    ['q3', 11, 'Поставьте оценку от 0 до 10'],
    ['q3', null, undefined],
    ['q4', 'очень длинный ответ', 'Не более 10 символов'],
    ['q4', ['массив'], 'Ответ должен быть текстом'],
    ['q5', ['x', 'evil'], 'Выберите вариант из списка'],
  ] as const)('%s = %j → %s', (id, value, message) => {
    expect(validateAnswers(questions, { ...valid, [id]: value })[id]).toBe(message);
  });

  it('valid answers pass', () => {
    expect(validateAnswers(questions, valid)).toEqual({});
  });
});
