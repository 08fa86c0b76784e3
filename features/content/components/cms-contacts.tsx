import type { CmsBlockOf } from '@/lib/platform/api/contracts/cms';

import { CmsSection } from './cms-section';
import styles from './cms.module.css';

type CmsContactsProps = { block: CmsBlockOf<'contacts'> };

/** Contact lines and requisites: phone and e-mail are links, requisites plain text. */
export function CmsContacts({ block }: CmsContactsProps) {
  return (
    <CmsSection title={block.title}>
      <dl className={styles.contacts}>
        {block.items.map((item) => (
          <div key={`${item.label}-${item.value}`} className={styles.row}>
            <dt>{item.label}</dt>
            <dd>{item.href ? <a href={item.href}>{item.value}</a> : item.value}</dd>
          </div>
        ))}
      </dl>
    </CmsSection>
  );
}
