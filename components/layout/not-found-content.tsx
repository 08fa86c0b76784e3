import type { ReactNode } from 'react';

import { AppLink } from '@/components/ui/app-link';

import styles from './not-found-content.module.css';

type NotFoundContentProps = {
  /** What follows the message: the popular products (app/_components/not-found-page.tsx). */
  children?: ReactNode;
};

/** The 404 page body of spec 2.5: the message and a way back to the catalogue, then `children`. */
export function NotFoundContent({ children }: NotFoundContentProps) {
  return (
    <div className={styles.page}>
      <section className={styles.card}>
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1 className={styles.title}>Страница не найдена</h1>
        <p className={styles.lead}>Произошла ошибка: страница не найдена</p>
        <p className={styles.text}>
          Возможно, страница была удалена или в адресе допущена опечатка. Загляните в каталог — там
          много красивых украшений.
        </p>
        <AppLink href="/catalog/" className={styles.cta}>
          Перейти в каталог
        </AppLink>
      </section>
      {children}
    </div>
  );
}
