import { describe, expect, it } from 'vitest';

import { customerSchema, legacyCustomerSchema } from './schemas';

const valid = {
  customerName: 'Анна',
  customerSurname: 'Иванова-Петрова',
  customerPatronymic: '',
  customerPhone: '+7 (912) 345-67-89',
  customerEmail: '',
  comment: '',
};

function firstIssue(schema: typeof customerSchema | typeof legacyCustomerSchema, patch: object) {
  const result = schema.safeParse({ ...valid, ...patch });
  if (result.success) return null;
  const [issue] = result.error.issues;
  return { path: issue?.path.join('.'), message: issue?.message };
}

describe('customerSchema', () => {
  it.each([
    ['customerName', ''],
    ['customerName', '   '],
    ['customerSurname', ''],
  ])('%s %j → Заполните поле', (field, value) => {
    expect(firstIssue(customerSchema, { [field]: value })).toEqual({
      path: field,
      message: 'Заполните поле',
    });
  });

  it.each([
    [{ customerName: 'А'.repeat(51) }, 'customerName', 'Не более 50 символов'],
    [{ customerSurname: 'Иванов1' }, 'customerSurname', 'Недопустимый формат'],
    [{ customerName: 'Анна!' }, 'customerName', 'Недопустимый формат'],
    [{ customerPhone: '' }, 'customerPhone', 'Некорректный номер телефона'],
    [{ customerPhone: '+7 (912) 345-67-8' }, 'customerPhone', 'Некорректный номер телефона'],
    [{ customerPhone: '89123456789' }, 'customerPhone', 'Некорректный номер телефона'],
    [{ customerPhone: '+7 (912) 345-67-89 ' }, 'customerPhone', 'Некорректный номер телефона'],
    [{ customerEmail: 'anna@' }, 'customerEmail', 'Введите корректный Email'],
    [{ customerEmail: 'anna@mail.r' }, 'customerEmail', 'Введите корректный Email'],
    [{ comment: 'я'.repeat(501) }, 'comment', 'Не более 500 символов'],
  ])('%j → %s: %s', (patch, path, message) => {
    expect(firstIssue(customerSchema, patch)).toEqual({ path, message });
  });

  it.each([
    {},
    { customerName: "D'Artagnan", customerSurname: 'Ёлкина Мария' },
    { customerName: 'А'.repeat(50) },
    { customerPatronymic: '123 !!! not checked' },
    { customerPatronymic: undefined, customerEmail: undefined, comment: undefined },
    { customerEmail: 'Anna.Ivanova@Mail.RU' },
    { comment: 'я'.repeat(500) },
  ])('accepts %j', (patch) => {
    expect(customerSchema.safeParse({ ...valid, ...patch }).success).toBe(true);
  });

  it('trims the text fields', () => {
    const parsed = customerSchema.parse({
      ...valid,
      customerName: '  Анна ',
      customerSurname: ' Иванова',
      customerEmail: ' a@b.ru ',
      comment: ' позвонить заранее ',
    });
    expect(parsed).toMatchObject({
      customerName: 'Анна',
      customerSurname: 'Иванова',
      customerEmail: 'a@b.ru',
      comment: 'позвонить заранее',
    });
  });
});

describe('legacyCustomerSchema', () => {
  it.each(['', '   ', 'anna', 'anna@mail'])('e-mail %j → Введите корректный Email', (email) => {
    expect(firstIssue(legacyCustomerSchema, { customerEmail: email })).toEqual({
      path: 'customerEmail',
      message: 'Введите корректный Email',
    });
  });

  it('requires the e-mail field', () => {
    const { customerEmail: _omit, ...rest } = valid;
    expect(legacyCustomerSchema.safeParse(rest).success).toBe(false);
  });

  it('accepts a valid e-mail', () => {
    expect(legacyCustomerSchema.safeParse({ ...valid, customerEmail: 'a@b.ru' }).success).toBe(
      true,
    );
  });
});
