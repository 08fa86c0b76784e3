import type { RuleSummary } from '@/lib/platform/api/contracts/rules';
import { formatMoscowDate } from '@/lib/shop/format/moscow-time';

import { ruleHref } from '../utils/rule-href';

import styles from './rules-list.module.css';

type RulesListProps = { rules: readonly RuleSummary[] };

/** The store's rules documents, each a link to its page with its edition date. */
export function RulesList({ rules }: RulesListProps) {
  if (rules.length === 0) return <p>Документы пока не опубликованы.</p>;
  return (
    <ul className={styles.list} aria-label="Документы">
      {rules.map((rule) => (
        <li key={rule.id} className={styles.item}>
          <a href={ruleHref(rule.slug)} className={styles.link}>
            {rule.title}
          </a>
          <span className={styles.edition}>
            Редакция от{' '}
            <time dateTime={rule.updated_at}>{formatMoscowDate(new Date(rule.updated_at))}</time>
          </span>
        </li>
      ))}
    </ul>
  );
}
