'use client';

import { parseRingSize } from '@/lib/shop/ring-size/ring-sizes';
import { useRememberedRingSize } from '@/lib/shop/ring-size/use-ring-size';

import styles from './product-card.module.css';

type MySizeBadgeProps = {
  /** The ring's sellable sizes (in stock), as the listing's offers give them. */
  sizes: readonly string[];
};

/**
 * «Есть ваш размер» / «Нет вашего размера» on a ring tile, once this device remembers a size.
 * Nothing on the server or while hydrating: the cached listing is the same for all.
 */
export function MySizeBadge({ sizes }: MySizeBadgeProps) {
  const mine = useRememberedRingSize();
  if (mine === null) return null;
  const has = sizes.some((size) => parseRingSize(size) === mine);
  return (
    <p className={has ? styles.mySize : styles.noMySize} data-my-size={has ? 'yes' : 'no'}>
      {has ? 'Есть ваш размер' : 'Нет вашего размера'}
    </p>
  );
}
