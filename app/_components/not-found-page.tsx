import type { Metadata } from 'next';

import { NotFoundContent } from '@/components/layout/not-found-content';

import { NOT_FOUND_ROBOTS, NOT_FOUND_TITLE } from './not-found-meta';
import { NotFoundPopular } from './not-found-popular';
import { NotFoundRecent } from './not-found-recent';

export const notFoundMetadata: Metadata = { title: NOT_FOUND_TITLE, robots: NOT_FOUND_ROBOTS };

/**
 * The 404 page (spec 2.5): texts, a way to the catalogue and popular products. Next renders a
 * segment's not-found element into the flight data of every page of that segment (twice for a shop
 * page: the root's and the group's), so it carries no data: the popular and the recently viewed
 * products are read in the browser once a 404 shows (docs/performance.md: ~1 KB gzip less in every
 * page's document). The same view stands in for a page whose browser request answered 404
 * (PageOutlet).
 */
export function NotFoundPage() {
  return (
    <NotFoundContent>
      <NotFoundPopular />
      <NotFoundRecent />
    </NotFoundContent>
  );
}
