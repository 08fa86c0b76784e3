import { AppLink } from '@/components/ui/app-link';

import styles from './pagination.module.css';

type PaginationProps = {
  page: number;
  lastPage: number;
  hrefFor: (page: number) => string;
  /** The navigation's accessible name. */
  label?: string;
};

/** Page numbers to show: the first, the last and two either side of the current, gaps as null. */
export function pageWindow(page: number, lastPage: number, around = 2): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let n = 1; n <= lastPage; n += 1) {
    if (n === 1 || n === lastPage || Math.abs(n - page) <= around) pages.push(n);
    else if (pages.at(-1) !== null) pages.push(null);
  }
  return pages;
}

/** Crawlable page links «Назад» · 1 2 3 … · «Вперёд» (real hrefs with `page` in the query). */
export function Pagination({ page, lastPage, hrefFor, label = 'Страницы' }: PaginationProps) {
  if (lastPage <= 1) return null;
  return (
    <nav aria-label={label} className={styles.nav}>
      {page > 1 ? (
        <AppLink href={hrefFor(page - 1)} rel="prev" className={styles.step}>
          Назад
        </AppLink>
      ) : (
        <span className={`${styles.step} ${styles.disabled}`} aria-hidden="true">
          Назад
        </span>
      )}
      <ol className={styles.pages}>
        {pageWindow(page, lastPage).map((n, index) =>
          n === null ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              {n === page ? (
                <span
                  aria-current="page"
                  aria-label={`Страница ${n}`}
                  className={`${styles.page} ${styles.current}`}
                >
                  {n}
                </span>
              ) : (
                <AppLink href={hrefFor(n)} aria-label={`Страница ${n}`} className={styles.page}>
                  {n}
                </AppLink>
              )}
            </li>
          ),
        )}
      </ol>
      {page < lastPage ? (
        <AppLink href={hrefFor(page + 1)} rel="next" className={styles.step}>
          Вперёд
        </AppLink>
      ) : (
        <span className={`${styles.step} ${styles.disabled}`} aria-hidden="true">
          Вперёд
        </span>
      )}
    </nav>
  );
}
