import { describe, expect, it } from 'vitest';

import type { VacancyDetails } from '@/lib/platform/api/contracts/vacancies';

import { jobPostingJsonLd, vacancyDescription } from './seo';

const VACANCY: VacancyDetails = {
  id: 11,
  slug: 'kurer-moskva',
  title: 'Курьер',
  salary: { from: 70000, to: null },
  city: 'Москва',
  experience: 'Без опыта',
  department: { id: 4, title: 'Склад и логистика' },
  summary: 'Доставляете заказы <быстро> & вежливо.',
  employment: 'full_time',
  schedule: '5/2',
  address: null,
  duties: ['Доставлять заказы'],
  requirements: [],
  conditions: ['Оформление по ТК РФ'],
  publishedAt: '2026-11-19',
};

describe('vacancy SEO', () => {
  it('describes the vacancy as a JobPosting with escaped HTML and open-ended pay', () => {
    const data = jobPostingJsonLd(VACANCY, 'https://shop.example');
    expect(data).toMatchObject({
      '@type': 'JobPosting',
      title: 'Курьер',
      datePosted: '2026-11-19',
      validThrough: '2027-01-18',
      employmentType: 'FULL_TIME',
      url: 'https://shop.example/vacancies/kurer-moskva/',
      jobLocation: { address: { addressLocality: 'Москва', addressCountry: 'RU' } },
      baseSalary: { currency: 'RUB', value: { minValue: 70000, unitText: 'MONTH' } },
    });
    expect(data.baseSalary?.value).not.toHaveProperty('maxValue');
    expect(data.description).toContain('&lt;быстро&gt; &amp; вежливо');
    expect(data.description).toContain('<li>Доставлять заказы</li>');
    expect(data.description).not.toContain('Требования');
  });

  it('leaves the pay out when it is negotiable and keeps the description short', () => {
    const data = jobPostingJsonLd({ ...VACANCY, salary: { from: null, to: null } }, 'https://x.ru');
    expect(data).not.toHaveProperty('baseSalary');
    const long = vacancyDescription({ ...VACANCY, summary: 'а'.repeat(300) });
    expect(long.length).toBeLessThanOrEqual(200);
    expect(long.startsWith('Вакансия «Курьер», Москва: от 70')).toBe(true);
    // cut at a word, with «…»
    const words = vacancyDescription({
      ...VACANCY,
      summary: 'Доставляем заказы покупателям по всему городу на служебном автомобиле. '.repeat(5),
    });
    expect(words.length).toBeLessThanOrEqual(200);
    expect(words).toMatch(
      /(Доставляем|заказы|покупателям|по|всему|городу|на|служебном|автомобиле)…$/,
    );
  });
});
