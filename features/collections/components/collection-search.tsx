import { Button } from '@/components/ui/button';

import styles from './collection-search.module.css';

/** «Поиск по коллекциям»: a plain GET form (`?q=`), no JavaScript needed. */
export function CollectionSearch({ value }: { value: string }) {
  return (
    <form
      role="search"
      method="get"
      action="/collections/"
      className={styles.form}
      aria-label="Поиск по коллекциям"
    >
      <label className={styles.label}>
        <span className="visually-hidden">Поиск по коллекциям</span>
        <input
          type="search"
          name="q"
          defaultValue={value}
          maxLength={100}
          placeholder="Поиск по коллекциям"
          className={styles.input}
        />
      </label>
      <Button type="submit">Найти</Button>
    </form>
  );
}
