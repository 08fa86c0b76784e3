import type { VacancyDetails as Details } from '@/lib/platform/api/contracts/vacancies';

import { EMPLOYMENT_LABELS, formatPublished, salaryLabel } from '../utils/vacancy-format';

import styles from './vacancy-page.module.css';

function Section({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      <ul className={styles.points}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

/** The vacancy's facts and description: pay, where, experience, schedule, duties and conditions. */
export function VacancyDetails({ vacancy }: { vacancy: Details }) {
  const facts = [
    ['Отдел', vacancy.department.title],
    ['Город', vacancy.city],
    ['Адрес', vacancy.address],
    ['Опыт работы', vacancy.experience],
    ['Занятость', EMPLOYMENT_LABELS[vacancy.employment]],
    ['График', vacancy.schedule],
  ].filter((fact): fact is [string, string] => Boolean(fact[1]));
  return (
    <div className={styles.details}>
      <p className={styles.salary}>{salaryLabel(vacancy.salary)}</p>
      <dl className={styles.facts}>
        {facts.map(([term, value]) => (
          <div key={term} className={styles.fact}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.summary}>{vacancy.summary}</p>
      <Section title="Обязанности" items={vacancy.duties} />
      <Section title="Требования" items={vacancy.requirements} />
      <Section title="Условия" items={vacancy.conditions} />
      <p className={styles.published}>
        Опубликовано{' '}
        <time dateTime={vacancy.publishedAt}>{formatPublished(vacancy.publishedAt)}</time>
      </p>
    </div>
  );
}
