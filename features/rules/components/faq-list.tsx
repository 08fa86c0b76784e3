import type { FaqItem } from '@/lib/platform/api/contracts/rules';
import { sanitizeHtml } from '@/lib/platform/html/sanitize-html';

import { groupFaq } from '../utils/group-faq';

import styles from './faq-list.module.css';

type FaqListProps = { items: readonly FaqItem[] };

/**
 * Questions and answers as an accordion of `<details>` elements: keyboard and screen-reader support
 * come with the element, it works without JavaScript, and every answer is in the server's HTML.
 */
export function FaqList({ items }: FaqListProps) {
  if (items.length === 0) return <p>Вопросов пока нет.</p>;
  return (
    <div className={styles.faq}>
      {groupFaq(items).map((section, index) => (
        <section key={section.title} aria-labelledby={`faq-section-${index}`}>
          <h2 id={`faq-section-${index}`} className={styles.sectionTitle}>
            {section.title}
          </h2>
          {section.items.map((item) => (
            <details key={item.id} className={styles.item}>
              <summary className={styles.question}>{item.question}</summary>
              <div
                className={styles.answer}
                dangerouslySetInnerHTML={{ __html: sanitizeHtml(item.answer) }}
              />
            </details>
          ))}
        </section>
      ))}
    </div>
  );
}
