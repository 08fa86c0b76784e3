import type { ReactNode } from 'react';

import styles from './visually-hidden.module.css';

type VisuallyHiddenProps = { children: ReactNode; id?: string };

/** Text for screen readers only (kept in the accessibility tree, removed from the layout). */
export function VisuallyHidden({ children, id }: VisuallyHiddenProps) {
  return (
    <span id={id} className={styles.root}>
      {children}
    </span>
  );
}
