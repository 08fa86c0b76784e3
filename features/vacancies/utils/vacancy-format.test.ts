import { describe, expect, it } from 'vitest';

import { parseDepartment, vacanciesHref, vacancyPath } from './vacancies-query';
import { experienceLabel, formatPublished, salaryLabel, vacancyCount } from './vacancy-format';

const plain = (text: string) => text.replace(/\s/g, ' ');

describe('vacancy formatting', () => {
  it.each([
    [{ from: 60000, to: null }, 'от 60 000 ₽'],
    [{ from: null, to: 90000 }, 'до 90 000 ₽'],
    [{ from: 60000, to: 90000 }, '60 000 – 90 000 ₽'],
    [{ from: 50000, to: 50000 }, '50 000 ₽'],
    [{ from: null, to: null }, 'по договорённости'],
  ])('salary %o → %s', (salary, label) => {
    expect(plain(salaryLabel(salary))).toBe(label);
  });

  it('counts vacancies in Russian plural forms', () => {
    expect([1, 3, 5, 11, 21, 22].map(vacancyCount)).toEqual([
      '1 вакансия',
      '3 вакансии',
      '5 вакансий',
      '11 вакансий',
      '21 вакансия',
      '22 вакансии',
    ]);
  });

  it('words the experience for a card', () => {
    expect(experienceLabel('Без опыта')).toBe('Без опыта');
    expect(experienceLabel('От 1 года до 3 лет')).toBe('Опыт: от 1 года до 3 лет');
  });

  it('shows the publication date as dd.MM.yyyy', () => {
    expect(formatPublished('2026-11-05')).toBe('05.11.2026');
  });

  it('reads ?department= and builds the addresses', () => {
    expect(parseDepartment('3')).toBe(3);
    expect(parseDepartment(['2', '4'])).toBe(2);
    for (const bad of [undefined, '', '0', '-1', 'abc', '1.5', '9999999999']) {
      expect(parseDepartment(bad)).toBeNull();
    }
    expect(vacanciesHref(null)).toBe('/vacancies/');
    expect(vacanciesHref(2)).toBe('/vacancies/?department=2');
    expect(vacancyPath('kurer-moskva')).toBe('/vacancies/kurer-moskva/');
  });
});
