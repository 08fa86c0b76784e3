import type { VacancyDetails } from '@/lib/platform/api/contracts/vacancies';
import { truncateText } from '@/lib/shop/format/text';

import { vacancyPath } from './utils/vacancies-query';
import { salaryLabel } from './utils/vacancy-format';

const STORE_NAME = 'Ювелирный магазин';
const VALID_DAYS = 60;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const htmlList = (title: string, items: string[]) =>
  items.length === 0
    ? ''
    : `<p><strong>${title}</strong></p><ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;

/** The posting's description as the small HTML JobPosting allows (all text escaped). */
function postingDescription(vacancy: VacancyDetails): string {
  return [
    `<p>${escapeHtml(vacancy.summary)}</p>`,
    htmlList('Обязанности', vacancy.duties),
    htmlList('Требования', vacancy.requirements),
    htmlList('Условия', vacancy.conditions),
  ].join('');
}

function validThrough(publishedAt: string): string {
  const date = new Date(`${publishedAt}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + VALID_DAYS);
  return date.toISOString().slice(0, 10);
}

/** schema.org JobPosting of a vacancy page. */
export function jobPostingJsonLd(vacancy: VacancyDetails, origin: string) {
  const { from, to } = vacancy.salary;
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: vacancy.title,
    description: postingDescription(vacancy),
    datePosted: vacancy.publishedAt,
    validThrough: validThrough(vacancy.publishedAt),
    employmentType: vacancy.employment === 'full_time' ? 'FULL_TIME' : 'PART_TIME',
    url: new URL(vacancyPath(vacancy.slug), origin).href,
    identifier: { '@type': 'PropertyValue', name: STORE_NAME, value: String(vacancy.id) },
    hiringOrganization: { '@type': 'Organization', name: STORE_NAME, sameAs: `${origin}/` },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: vacancy.city,
        ...(vacancy.address ? { streetAddress: vacancy.address } : {}),
        addressCountry: 'RU',
      },
    },
    ...(from !== null || to !== null
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: 'RUB',
            value: {
              '@type': 'QuantitativeValue',
              ...(from !== null ? { minValue: from } : {}),
              ...(to !== null ? { maxValue: to } : {}),
              unitText: 'MONTH',
            },
          },
        }
      : {}),
  };
}

/** The page's meta description: pay, city, experience and the summary, at most 200 characters. */
export function vacancyDescription(vacancy: VacancyDetails): string {
  const text =
    `Вакансия «${vacancy.title}», ${vacancy.city}: ${salaryLabel(vacancy.salary)}, ` +
    `опыт — ${vacancy.experience.toLowerCase()}. ${vacancy.summary}`;
  return truncateText(text, 200);
}
