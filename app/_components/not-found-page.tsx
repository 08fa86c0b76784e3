import type { Metadata } from 'next';

import { NotFoundContent } from '@/components/layout/not-found-content';
import { getPopularProductsOrNone } from '@/features/recommendations/api/get-recommendations';

export const notFoundMetadata: Metadata = {
  title: 'Страница не найдена',
  robots: { index: false, follow: true },
};

/** The 404 page (spec 2.5): texts, a way to the catalogue and popular products. */
export async function NotFoundPage() {
  const items = await getPopularProductsOrNone();
  return <NotFoundContent items={items} />;
}
