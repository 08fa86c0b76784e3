'use client';

import { RecommendationSlider } from '@/components/product/recommendation-slider';
import { useNearViewport } from '@/lib/hooks/use-near-viewport';

import { usePersonalProducts } from '../api/get-personal-products';
import { useSimilarProducts } from '../api/get-similar-products';
import { usePopularProducts } from '../api/use-popular-products';
import { useReturningUser } from '../hooks/use-returning-user';

import styles from './product-recommendations.module.css';

function SimilarProducts({ sku }: { sku: string }) {
  const { data } = useSimilarProducts(sku);
  return <RecommendationSlider title="Похожие товары" items={data ?? []} type="similar" />;
}

/** Personal picks for a returning shopper, popular products for everyone else (spec 4). */
function ForYou() {
  const returning = useReturningUser();
  const personal = usePersonalProducts({ enabled: returning === true });
  const popular = usePopularProducts({ enabled: returning === false });
  if (returning === null) return null;
  return returning ? (
    <RecommendationSlider title="Рекомендуем вам" items={personal.data ?? []} type="personal" />
  ) : (
    <RecommendationSlider title="Популярные товары" items={popular.data ?? []} type="popular" />
  );
}

/**
 * The product page's sliders: «Похожие товары», then «Рекомендуем вам» or «Популярные товары».
 * Fetched in the browser when the shopper scrolls near them (below the fold: not during the first
 * paint); a list that fails or comes back empty hides its slider.
 */
export function ProductRecommendations({ sku }: { sku: string }) {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  return (
    <div ref={ref} className={styles.recommendations}>
      {near && (
        <>
          <SimilarProducts sku={sku} />
          <ForYou />
        </>
      )}
    </div>
  );
}
