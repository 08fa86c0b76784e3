import Image from 'next/image';

import { AppLink } from '@/components/ui/app-link';
import type { Collection } from '@/lib/platform/api/contracts/catalog';
import { productCount } from '@/lib/shop/format/plural';

import styles from './collection-card.module.css';

type CollectionCardProps = { collection: Collection; priority?: boolean };

/** A collection in the list: picture, name and product count, linking to /collections/{slug}/. */
export function CollectionCard({ collection, priority = false }: CollectionCardProps) {
  const href = `/collections/${collection.slug}/`;
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {collection.image && (
          <Image
            src={collection.image}
            alt=""
            width={1200}
            height={600}
            preload={priority}
            fetchPriority={priority ? 'high' : undefined}
            className={styles.image}
          />
        )}
      </div>
      <h2 className={styles.name}>
        <AppLink href={href} className={styles.link}>
          {collection.name}
        </AppLink>
      </h2>
      <p className={styles.count}>{productCount(collection.total)}</p>
    </article>
  );
}
