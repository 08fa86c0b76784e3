import { useId, type ReactNode } from 'react';

import styles from './cms.module.css';

type CmsSectionProps = { title: string; children: ReactNode; id?: string };

/** A titled block of a CMS page: a region named by its heading. */
export function CmsSection({ title, children, id }: CmsSectionProps) {
  const headingId = useId();
  return (
    <section id={id} className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}
