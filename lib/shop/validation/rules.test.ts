import { describe, expect, it } from 'vitest';

import {
  BANK_NAME_RE,
  FIO_RE,
  NAME_SURNAME_RE,
  ONLY_RU_AND_DASH_RE,
  isEmail,
  isEmpty,
  isMaskedPhone,
  parseBirthDate,
  phoneDigits,
} from './rules';

describe('email (spec 5)', () => {
  it.each(['anna@mail.ru', 'ANNA.Petrova@Yandex.RU', 'a+b@sub.domain.com', 'user@[192.168.0.1]'])(
    'accepts %s',
    (value) => {
      expect(isEmail(value)).toBe(true);
    },
  );
  it.each([
    'anna',
    'anna@',
    'anna@mail',
    'anna@mail.r',
    'an na@mail.ru',
    '@mail.ru',
    'anna@mail..ru',
  ])('rejects %s', (value) => {
    expect(isEmail(value)).toBe(false);
  });
});

describe('phone mask +7 (###) ###-##-##', () => {
  it('is valid only when it matches exactly', () => {
    expect(isMaskedPhone('+7 (912) 345-67-89')).toBe(true);
    expect(isMaskedPhone('+7 (912) 345-67-8')).toBe(false);
    expect(isMaskedPhone('89123456789')).toBe(false);
    expect(isMaskedPhone('+7 (912) 345-67-89 ')).toBe(false);
  });
  it('gives the ten digits', () => {
    expect(phoneDigits('+7 (912) 345-67-89')).toBe('9123456789');
  });
});

describe('date of birth (spec 5)', () => {
  const today = new Date(2026, 10, 22);
  it.each(['01.02.1990', '1-2-1990', '01,02,1990', '01.01.1900', '22.11.2026'])(
    'accepts %s',
    (value) => {
      expect(parseBirthDate(value, today)).not.toBeNull();
    },
  );
  it.each(['31.02.1990', '31.12.1899', '23.11.2026', '1990-02-01', '01/02/1990', '', 'abc'])(
    'rejects %s',
    (value) => {
      expect(parseBirthDate(value, today)).toBeNull();
    },
  );
});

describe('name patterns (spec 5)', () => {
  it('name/surname: Russian or Latin letters, spaces, apostrophe, dash', () => {
    expect(NAME_SURNAME_RE.test("Анна-Мария O'Нил")).toBe(true);
    expect(NAME_SURNAME_RE.test('Anna2')).toBe(false);
  });
  it('full name: Russian words, at least two', () => {
    expect(FIO_RE.test('Иванова Анна')).toBe(true);
    expect(FIO_RE.test('Иванова')).toBe(false);
    expect(FIO_RE.test('Ivanova Anna')).toBe(false);
  });
  it('only Russian letters and dash', () => {
    expect(ONLY_RU_AND_DASH_RE.test('Римский-Корсаков')).toBe(true);
    expect(ONLY_RU_AND_DASH_RE.test('Rimsky')).toBe(false);
  });
  it('bank name: starts with a letter or digit, 2-100 characters', () => {
    expect(BANK_NAME_RE.test('Сбербанк')).toBe(true);
    expect(BANK_NAME_RE.test('-Банк')).toBe(false);
    expect(BANK_NAME_RE.test('Б')).toBe(false);
  });
});

describe('isEmpty', () => {
  it('counts null, undefined and zero length as empty', () => {
    expect([null, undefined, '', []].every(isEmpty)).toBe(true);
    expect([' ', 'a', [1], 0].some(isEmpty)).toBe(false);
  });
});
