'use client';

import dynamic from 'next/dynamic';

import { useNearViewport } from '@/lib/platform/hooks/use-near-viewport';
import { orNothing } from '@/lib/platform/optional-part';

import styles from './product-recommendations.module.css';

// The sliders' code (cards, carousels, the list requests) loads with them, when the shopper
// scrolls near: they are below the fold and not part of the page's first load (docs/performance.md).
const RecommendationLists = dynamic(
  () => orNothing(import('./recommendation-lists').then((module) => module.RecommendationLists)),
  { ssr: false },
);

/**
 * The product page's sliders: «Похожие товары», then «Рекомендуем вам» or «Популярные товары».
 * Fetched in the browser when the shopper scrolls near them (below the fold: not during the first
 * paint); a list that fails or comes back empty hides its slider.
 */
export function ProductRecommendations({ sku }: { sku: string }) {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  return (
    <div ref={ref} className={styles.recommendations}>
      {near && <RecommendationLists sku={sku} />}
    </div>
  );
}
