import Image from 'next/image';

import { AppLink } from '@/components/ui/app-link';
import type { CmsBlockOf } from '@/lib/platform/api/contracts/cms';

import { CmsSection } from './cms-section';
import styles from './cms.module.css';

type CmsGalleryProps = { block: CmsBlockOf<'gallery'> };

/** Pictures with captions (customer photos); a picture with a link opens the product. */
export function CmsGallery({ block }: CmsGalleryProps) {
  return (
    <CmsSection title={block.title}>
      <ul className={styles.tiles}>
        {block.items.map((item, index) => {
          const figure = (
            <figure className={styles.section}>
              <Image
                src={item.image}
                alt=""
                width={300}
                height={300}
                className={styles.tileImage}
              />
              <figcaption className={styles.muted}>{item.caption}</figcaption>
            </figure>
          );
          return (
            <li key={`${item.image}-${index}`}>
              {item.href ? (
                <AppLink href={item.href} className={styles.tile}>
                  {figure}
                </AppLink>
              ) : (
                figure
              )}
            </li>
          );
        })}
      </ul>
    </CmsSection>
  );
}
