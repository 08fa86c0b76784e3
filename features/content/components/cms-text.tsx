import { useId } from 'react';

import type { CmsBlockOf } from '@/lib/platform/api/contracts/cms';
import { sanitizeHtml } from '@/lib/platform/html/sanitize-html';

import styles from './cms.module.css';

type CmsTextProps = { block: CmsBlockOf<'text'> };

/** Rich text from the CMS, sanitised on the server before it reaches the page. */
export function CmsText({ block }: CmsTextProps) {
  const headingId = useId();
  const body = (
    <div className={styles.html} dangerouslySetInnerHTML={{ __html: sanitizeHtml(block.html) }} />
  );
  if (!block.title) return body;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {block.title}
      </h2>
      {body}
    </section>
  );
}
