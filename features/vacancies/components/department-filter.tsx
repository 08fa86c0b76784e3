import { AppLink } from '@/components/ui/app-link';
import pills from '@/components/ui/pill-links.module.css';
import type { Department } from '@/lib/platform/api/contracts/vacancies';

import { vacanciesHref } from '../utils/vacancies-query';

import styles from './vacancies.module.css';

type DepartmentFilterProps = {
  departments: Department[];
  /** Open vacancies per department id. */
  counts: Map<number, number>;
  total: number;
  current: number | null;
};

/** The department filter: plain links bound to `?department=`, so it works without scripts. */
export function DepartmentFilter({ departments, counts, total, current }: DepartmentFilterProps) {
  const items = [
    { id: null, title: 'Все отделы', count: total },
    ...departments.map((item) => ({ ...item, count: counts.get(item.id) ?? 0 })),
  ];
  return (
    <nav aria-label="Отделы" className={styles.filter}>
      <ul className={pills.list}>
        {items.map((item) => (
          <li key={item.id ?? 'all'}>
            <AppLink
              href={vacanciesHref(item.id)}
              className={pills.pill}
              aria-current={item.id === current ? 'page' : undefined}
            >
              {item.title}
              <span className={styles.filterCount}>{item.count}</span>
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
