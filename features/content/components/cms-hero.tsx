import Image from 'next/image';

import { AppLink } from '@/components/ui/app-link';
import type { CmsBlockOf } from '@/lib/platform/api/contracts/cms';

import styles from './cms.module.css';

type CmsHeroProps = { block: CmsBlockOf<'hero'> };

/** The promo head of a landing: title, subtitle, call to action and picture. */
export function CmsHero({ block }: CmsHeroProps) {
  return (
    <section className={styles.hero} aria-label={block.title}>
      <div className={styles.section}>
        {/* The page's h1 is the route title; the hero's own title is the next level. */}
        <h2 className={styles.heroTitle}>{block.title}</h2>
        {block.subtitle && <p className={styles.heroText}>{block.subtitle}</p>}
        {block.cta && (
          <AppLink href={block.cta.href} className={styles.cta}>
            {block.cta.label}
          </AppLink>
        )}
      </div>
      {block.image && (
        // Promo pictures are SVG from /media: nothing for the optimiser to do.
        <Image
          src={block.image}
          alt=""
          width={1200}
          height={600}
          preload
          fetchPriority="high"
          className={styles.heroImage}
        />
      )}
    </section>
  );
}
