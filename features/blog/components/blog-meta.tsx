import type { ReactNode } from 'react';

import styles from './blog.module.css';

/**
 * A post's facts (date, category, reading time) as a list: a screen reader reads them one by one
 * («Подарки и тренды», «1 мин чтения»), not run together as «Подарки и тренды1 мин чтения» as the
 * hidden « · » separators left them. The dots are drawn by CSS and not read.
 */
export function BlogMeta({ items }: { items: ReactNode[] }) {
  return (
    <ul className={styles.meta}>
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}
