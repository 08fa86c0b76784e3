import { AppLink } from '@/components/ui/app-link';
import type { RecommendedProduct } from '@/lib/api/contracts/main';

import styles from './not-found-content.module.css';
import { NotFoundSlider } from './not-found-slider';

type NotFoundContentProps = { items: RecommendedProduct[] };

/** The 404 page body of spec 2.5: the message, a way back to the catalogue and popular products. */
export function NotFoundContent({ items }: NotFoundContentProps) {
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
      {items.length > 0 && (
        <NotFoundSlider title="Популярные товары" items={items} type="popular" />
      )}
    </div>
  );
}
