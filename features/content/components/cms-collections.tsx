import { AppLink } from '@/components/ui/app-link';
import { PlainImage } from '@/components/ui/plain-image';
import type { CmsBlockOf } from '@/lib/platform/api/contracts/cms';

import { CmsSection } from './cms-section';
import styles from './cms.module.css';

type CmsCollectionsProps = { block: CmsBlockOf<'collections'> };

/** Tiles linking to collections and catalogue sections. */
export function CmsCollections({ block }: CmsCollectionsProps) {
  return (
    <CmsSection title={block.title}>
      <ul className={styles.tiles}>
        {block.items.map((item) => (
          <li key={item.href}>
            <AppLink href={item.href} className={styles.tile}>
              {item.image && (
                <PlainImage
                  src={item.image}
                  alt=""
                  width={320}
                  height={160}
                  className={styles.tileImage}
                />
              )}
              <span className={styles.tileTitle}>{item.label}</span>
            </AppLink>
          </li>
        ))}
      </ul>
    </CmsSection>
  );
}
