'use client';

import { useState } from 'react';

import { RecommendationSlider } from '@/components/product/recommendation-slider';
import { toRecommendedCard } from '@/components/product/recommended-card';
import { RECENTLY_VIEWED_LIST } from '@/lib/shop/analytics/lists';
import { clearRecentlyViewed } from '@/lib/shop/recently-viewed';

import { useRecentProducts } from '../api/get-recent-products';
import { useRecentlyViewed } from '../hooks/use-recently-viewed';

import styles from './recently-viewed-slider.module.css';

type RecentlyViewedSliderProps = {
  /** The product of this page, not shown in its own list. */
  exclude?: string;
};

export const RECENTLY_VIEWED_TEXTS = {
  title: RECENTLY_VIEWED_LIST,
  clear: 'Очистить',
  cleared: 'Список просмотренных товаров очищен',
} as const;

/**
 * «Вы смотрели»: the products last opened on this device, newest first, with «Очистить». Drawn in
 * the browser only (the server and the hydration see an empty list), so kept pages stay shared.
 */
export function RecentlyViewedSlider({ exclude }: RecentlyViewedSliderProps) {
  const viewed = useRecentlyViewed();
  const [status, setStatus] = useState('');
  const skus = exclude ? viewed.filter((sku) => sku !== exclude) : viewed;
  const products = useRecentProducts(skus);
  // the previous list stands in while a new one loads (a client navigation to another product)
  const items =
    skus.length > 0
      ? (products.data ?? []).filter((product) => product.sku !== exclude).map(toRecommendedCard)
      : [];

  const clear = () => {
    clearRecentlyViewed();
    setStatus(RECENTLY_VIEWED_TEXTS.cleared);
  };

  return (
    <>
      <RecommendationSlider
        title={RECENTLY_VIEWED_TEXTS.title}
        type="recent"
        items={items}
        action={
          <button type="button" className={styles.clear} onClick={clear}>
            {RECENTLY_VIEWED_TEXTS.clear}
          </button>
        }
      />
      <p role="status" className="visually-hidden">
        {status}
      </p>
    </>
  );
}
