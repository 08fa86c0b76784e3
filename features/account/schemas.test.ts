import { describe, expect, it } from 'vitest';

import { MSG } from '@/lib/shop/validation/messages';

import {
  PASSWORDS_DIFFER,
  REASON_REQUIRED,
  passwordFormSchema,
  profileFormSchema,
  refundFormSchema,
  toProfileUpdate,
  toRefundBody,
} from './schemas';

const profile = {
  surname: 'Демидова',
  name: 'Анна',
  patronymic: '',
  birthDate: '14.05.1990',
  sex: 'female' as const,
  email: 'demo@zoloto.test',
};

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );

describe('profileFormSchema', () => {
  it('accepts a valid profile and maps it to the profile service names', () => {
    const parsed = profileFormSchema.parse(profile);
    expect(toProfileUpdate(parsed)).toEqual({
      surname: 'Демидова',
      name: 'Анна',
      patronymic: null,
      birth_date: '14.05.1990',
      sex: 'female',
      email: 'demo@zoloto.test',
    });
  });

  it('rejects a bad name, a long surname, a missing e-mail and an impossible date', () => {
    const result = profileFormSchema.safeParse({
      ...profile,
      name: 'Анна1',
      surname: 'Д'.repeat(51),
      email: '',
      birthDate: '31.02.1990',
    });
    expect(messages(result)).toEqual({
      name: MSG.nameSurname,
      surname: MSG.max(50),
      email: MSG.required,
      birthDate: MSG.dateOfBirth,
    });
  });

  it('requires the name and refuses a future birth date and a bad e-mail', () => {
    const result = profileFormSchema.safeParse({
      ...profile,
      name: '  ',
      birthDate: '01.01.2999',
      email: 'demo@zoloto',
    });
    expect(messages(result)).toEqual({
      name: MSG.required,
      birthDate: MSG.dateOfBirth,
      email: MSG.email,
    });
  });
});

describe('passwordFormSchema', () => {
  it('needs 8 characters typed twice the same', () => {
    expect(
      messages(passwordFormSchema.safeParse({ password: 'short', passwordRepeat: 'short' })),
    ).toEqual({
      password: MSG.min(8),
    });
    expect(
      messages(
        passwordFormSchema.safeParse({ password: 'long enough', passwordRepeat: 'other one' }),
      ),
    ).toEqual({ passwordRepeat: PASSWORDS_DIFFER });
    expect(
      passwordFormSchema.safeParse({ password: 'demo12345', passwordRepeat: 'demo12345' }).success,
    ).toBe(true);
  });
});

describe('refundFormSchema', () => {
  const valid = {
    reasonId: '2',
    fio: 'Демидова Анна Сергеевна',
    bankName: 'ПАО «Сбербанк»',
    bik: '044525225',
    account: '40817810099910004312',
    address: 'г. Москва, ул. Тверская, д. 1, кв. 5',
    comment: '',
  };

  it('accepts valid bank details and builds the request body', () => {
    expect(toRefundBody('order-1', refundFormSchema.parse(valid))).toEqual({
      order_id: 'order-1',
      reason_id: 2,
      fio: 'Демидова Анна Сергеевна',
      bank_name: 'ПАО «Сбербанк»',
      bik: '044525225',
      account: '40817810099910004312',
      address: 'г. Москва, ул. Тверская, д. 1, кв. 5',
      comment: null,
    });
  });

  it('applies the spec 5 refund rules', () => {
    const result = refundFormSchema.safeParse({
      reasonId: '',
      fio: 'Anna',
      bankName: '!',
      bik: '12345',
      account: '4081781009991000431x',
      address: ' Moscow',
      comment: '',
    });
    expect(messages(result)).toEqual({
      reasonId: REASON_REQUIRED,
      fio: MSG.fio,
      bankName: MSG.bankName,
      bik: MSG.exactLength(9),
      account: MSG.numeric,
      address: MSG.refundAddress,
    });
  });

  it('wants at least two words in Russian for the recipient', () => {
    expect(messages(refundFormSchema.safeParse({ ...valid, fio: 'Анна' }))).toEqual({
      fio: MSG.fio,
    });
  });
});
