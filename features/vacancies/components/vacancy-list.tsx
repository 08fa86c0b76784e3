import type { Vacancy } from '@/lib/platform/api/contracts/vacancies';

import styles from './vacancies.module.css';
import { VacancyCard } from './vacancy-card';

/** The vacancy cards, or a note when the chosen department has none open. */
export function VacancyList({ vacancies }: { vacancies: Vacancy[] }) {
  if (vacancies.length === 0) {
    return (
      <p className={styles.notice}>
        Сейчас в этом отделе нет открытых вакансий. Загляните позже или посмотрите другие отделы.
      </p>
    );
  }
  return (
    <ul className={styles.list} aria-label="Вакансии">
      {vacancies.map((vacancy) => (
        <li key={vacancy.id}>
          <VacancyCard vacancy={vacancy} />
        </li>
      ))}
    </ul>
  );
}
