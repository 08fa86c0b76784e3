import { describe, expect, it } from 'vitest';

import { NEWSLETTER_DEFAULTS } from './hooks/use-newsletter-form';
import { newsletterFormSchema } from './schemas';

const errorsOf = (input: unknown) => {
  const result = newsletterFormSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe('newsletterFormSchema', () => {
  it('starts with the consent unticked: an explicit opt-in', () => {
    expect(NEWSLETTER_DEFAULTS).toEqual({ email: '', consent: false });
    expect(errorsOf(NEWSLETTER_DEFAULTS)).toEqual({
      email: 'Обязательное поле',
      consent: 'Необходимо согласие на обработку персональных данных',
    });
  });

  it.each([
    ['', 'Обязательное поле'],
    ['   \t ', 'Обязательное поле'],
    ['anna', 'Неверный формат почты'],
    ['anna@', 'Неверный формат почты'],
    ['anna@mail', 'Неверный формат почты'],
    ['an na@mail.ru@x', 'Неверный формат почты'],
  ])('refuses the e-mail %j with «%s»', (email, message) => {
    expect(errorsOf({ email, consent: true })).toEqual({ email: message });
  });

  it.each([
    ['anna@mail.ru', 'anna@mail.ru'],
    ['  anna@mail.ru  ', 'anna@mail.ru'],
    ['an na @ mail .ru', 'anna@mail.ru'],
    ['anna@\tmail.ru\n', 'anna@mail.ru'],
  ])('accepts %j as %j (whitespace removed everywhere)', (email, expected) => {
    expect(newsletterFormSchema.parse({ email, consent: true })).toEqual({
      email: expected,
      consent: true,
    });
  });

  it('refuses an unticked consent even with a valid e-mail', () => {
    expect(errorsOf({ email: 'anna@mail.ru', consent: false })).toEqual({
      consent: 'Необходимо согласие на обработку персональных данных',
    });
  });
});
