import { AppLink } from '@/components/ui/app-link';
import type { CmsBlockOf } from '@/lib/platform/api/contracts/cms';

import { CmsSection } from './cms-section';
import styles from './cms.module.css';

type CmsLinksProps = { block: CmsBlockOf<'links'> };

/** Links to related pages, each with a line about what is there. */
export function CmsLinks({ block }: CmsLinksProps) {
  return (
    <CmsSection title={block.title}>
      <ul className={styles.tiles}>
        {block.items.map((item) => (
          <li key={item.href}>
            <AppLink href={item.href} className={styles.tile}>
              <span className={styles.tileTitle}>{item.label}</span>
              <span className={styles.muted}>{item.text}</span>
            </AppLink>
          </li>
        ))}
      </ul>
    </CmsSection>
  );
}
