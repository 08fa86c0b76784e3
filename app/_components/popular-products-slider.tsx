'use client';

import { RecommendationSlider } from '@/components/product/recommendation-slider';
import { usePopularProducts } from '@/features/recommendations/api/use-popular-products';

/** Popular products read in the browser; nothing while they load or when the list fails or is empty. */
export function PopularProductsSlider() {
  const { data } = usePopularProducts();
  if (!data?.length) return null;
  return <RecommendationSlider title="Популярные товары" items={data} type="popular" />;
}
