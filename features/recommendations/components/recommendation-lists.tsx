'use client';

import { RecommendationSlider } from '@/components/product/recommendation-slider';

import { usePersonalProducts } from '../api/get-personal-products';
import { useSimilarProducts } from '../api/get-similar-products';
import { usePopularProducts } from '../api/use-popular-products';
import { useReturningUser } from '../hooks/use-returning-user';

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

/** «Похожие товары», then «Рекомендуем вам» or «Популярные товары» (product-recommendations.tsx). */
export function RecommendationLists({ sku }: { sku: string }) {
  return (
    <>
      <SimilarProducts sku={sku} />
      <ForYou />
    </>
  );
}
