import type { Rule } from '@/lib/platform/api/contracts/rules';
import { sanitizeHtml } from '@/lib/platform/html/sanitize-html';
import { formatMoscowDate } from '@/lib/shop/format/moscow-time';

import { withSectionAnchors } from '../utils/section-anchors';

import styles from './rule-document.module.css';

type RuleDocumentProps = { rule: Rule };

/** A rules document: its edition date, a table of contents of its sections and the sanitised text. */
export function RuleDocument({ rule }: RuleDocumentProps) {
  const { html, sections } = withSectionAnchors(sanitizeHtml(rule.html));
  return (
    <article className={styles.document}>
      <p className={styles.edition}>
        Редакция от{' '}
        <time dateTime={rule.updated_at}>{formatMoscowDate(new Date(rule.updated_at))}</time>
      </p>
      {sections.length > 1 && (
        <nav aria-label="Содержание" className={styles.toc}>
          <h2 className={styles.tocTitle}>Содержание</h2>
          <ol className={styles.tocList}>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      <div className={styles.body} dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}
