'use client';

import { AppLink } from '@/components/ui/app-link';

import styles from './account.module.css';

const PATH = '/account/orders/';
const href = (page: number) => (page === 1 ? PATH : `${PATH}?page=${page}`);

/** Page links of the orders list (`?page=`; only the query changes, so no full reload). */
export function OrdersPager({ page, last }: { page: number; last: number }) {
  if (last <= 1) return null;
  const pages = Array.from({ length: last }, (_, index) => index + 1);
  return (
    <nav className={styles.pager} aria-label="Страницы заказов">
      {page > 1 && (
        <AppLink href={href(page - 1)} className={styles.pageLink}>
          Назад
        </AppLink>
      )}
      {pages.map((number) => (
        <AppLink
          key={number}
          href={href(number)}
          className={styles.pageLink}
          aria-current={number === page ? 'page' : undefined}
          aria-label={`Страница ${number}`}
        >
          {number}
        </AppLink>
      ))}
      {page < last && (
        <AppLink href={href(page + 1)} className={styles.pageLink}>
          Вперёд
        </AppLink>
      )}
    </nav>
  );
}
