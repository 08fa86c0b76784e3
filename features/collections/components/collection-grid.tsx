import type { Collection } from '@/lib/platform/api/contracts/catalog';

import { CollectionCard } from './collection-card';
import styles from './collection-grid.module.css';

/** The collections as a list of cards. */
export function CollectionGrid({ collections }: { collections: Collection[] }) {
  return (
    <ul className={styles.grid} aria-label="Коллекции">
      {collections.map((collection, index) => (
        <li key={collection.id}>
          <CollectionCard collection={collection} priority={index === 0} />
        </li>
      ))}
    </ul>
  );
}
