'use client';

import { NotFoundContent } from '@/components/layout/not-found-content';
import { usePopularProducts } from '@/features/recommendations/api/use-popular-products';

/** The not-found page in place of a page whose browser request answered 404 (PageOutlet). */
export function ClientNotFound() {
  const { data } = usePopularProducts();
  return <NotFoundContent items={data ?? []} />;
}
