import { AppLink } from '@/components/ui/app-link';
import type { Vacancy } from '@/lib/platform/api/contracts/vacancies';

import { vacancyPath } from '../utils/vacancies-query';
import { experienceLabel, salaryLabel } from '../utils/vacancy-format';

import styles from './vacancies.module.css';

/** One vacancy of the list: title (the card's link), pay, city, experience and department. */
export function VacancyCard({ vacancy }: { vacancy: Vacancy }) {
  return (
    <article className={styles.card}>
      <h2 className={styles.cardTitle}>
        <AppLink href={vacancyPath(vacancy.slug)} className={styles.cardLink}>
          {vacancy.title}
        </AppLink>
      </h2>
      <p className={styles.salary}>{salaryLabel(vacancy.salary)}</p>
      <ul className={styles.facts}>
        <li>{vacancy.city}</li>
        <li>{experienceLabel(vacancy.experience)}</li>
      </ul>
      <p className={styles.department}>{vacancy.department.title}</p>
    </article>
  );
}
