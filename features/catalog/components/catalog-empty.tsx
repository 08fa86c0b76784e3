import { AppLink } from '@/components/ui/app-link';

import styles from './catalog-empty.module.css';

type CatalogEmptyProps = {
  search: string;
  filtered: boolean;
  /** The same list without filters (keeps the search). */
  resetHref: string;
  categories: { label: string; href: string }[];
};

/** Nothing matches: says what was looked for and offers a way out. */
export function CatalogEmpty({ search, filtered, resetHref, categories }: CatalogEmptyProps) {
  return (
    <section className={styles.empty} aria-labelledby="catalog-empty-title">
      <h2 id="catalog-empty-title" className={styles.title}>
        Ничего не найдено
      </h2>
      <p>
        {search && (
          <>
            По запросу «{search}»{filtered ? ' с выбранными фильтрами' : ''} товаров нет.{' '}
          </>
        )}
        {!search && filtered && <>С выбранными фильтрами товаров нет. </>}
        {!search && !filtered && <>В этом разделе пока нет товаров. </>}
        {search ? 'Проверьте написание или поищите по-другому.' : 'Загляните в другие разделы.'}
      </p>
      <p className={styles.actions}>
        {filtered && (
          <AppLink href={resetHref} className={styles.primary}>
            Сбросить фильтры
          </AppLink>
        )}
        <AppLink href="/catalog/" className={styles.secondary}>
          Весь каталог
        </AppLink>
      </p>
      {categories.length > 0 && (
        <nav aria-labelledby="catalog-empty-popular">
          <h3 id="catalog-empty-popular" className={styles.subtitle}>
            Популярные категории
          </h3>
          <ul className={styles.categories}>
            {categories.map((category) => (
              <li key={category.href}>
                <AppLink href={category.href}>{category.label}</AppLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </section>
  );
}
