import Image from 'next/image';

import { AppLink } from '@/components/ui/app-link';
import type { CmsBlockOf } from '@/lib/platform/api/contracts/cms';

import { CmsSection } from './cms-section';
import styles from './cms.module.css';

type LinkTile = { label: string; href: string; image?: string | null; text?: string };

type CmsLinkTilesProps = { block: CmsBlockOf<'collections'> | CmsBlockOf<'links'> };

/**
 * Tiles linking to collections and catalogue sections (with their pictures) or to related pages
 * (with a line about what is there).
 */
export function CmsLinkTiles({ block }: CmsLinkTilesProps) {
  const items: LinkTile[] = block.items;
  return (
    <CmsSection title={block.title}>
      <ul className={styles.tiles}>
        {items.map((item) => (
          <li key={item.href}>
            <AppLink href={item.href} className={styles.tile}>
              {item.image && (
                <Image
                  src={item.image}
                  alt=""
                  width={320}
                  height={160}
                  className={styles.tileImage}
                />
              )}
              <span className={styles.tileTitle}>{item.label}</span>
              {item.text !== undefined && <span className={styles.muted}>{item.text}</span>}
            </AppLink>
          </li>
        ))}
      </ul>
    </CmsSection>
  );
}
