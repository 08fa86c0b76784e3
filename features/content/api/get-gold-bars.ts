import 'server-only';

import { cachedGetter } from '@/lib/platform/api/cache';
import { parseContract } from '@/lib/platform/api/client';
import {
  GOLD_BARS_PER_PAGE,
  goldBarsResponseSchema,
  type GoldBarsResponse,
} from '@/lib/platform/api/contracts/cms';
import { serverClient } from '@/lib/platform/api/server';

const PATH = '/gold-bars';

/** One page of gold bars (GET /gold-bars?page=&per_page=10, spec 7 and 9), cached. */
export const getGoldBars = cachedGetter(
  'gold-bars',
  'main',
  { tags: ['cms', 'gold-bars'], revalidate: 300 },
  async (page: number): Promise<GoldBarsResponse> => {
    const response = await serverClient('main').get(PATH, {
      params: { page, per_page: GOLD_BARS_PER_PAGE },
    });
    return parseContract(goldBarsResponseSchema, response.data, PATH);
  },
);

/**
 * Pages 1…`pages` together («Показать ещё» adds a page to what is shown), clamped to the last page.
 * Throws when the service cannot answer; the block shows a degraded note then.
 */
export async function getGoldBarsUpTo(pages: number): Promise<GoldBarsResponse> {
  const first = await getGoldBars(1);
  const last = Math.min(Math.max(1, pages), first.pagination.last_page);
  const rest = await Promise.all(
    Array.from({ length: last - 1 }, (_, index) => getGoldBars(index + 2)),
  );
  return {
    items: [first, ...rest].flatMap((answer) => answer.items),
    pagination: { ...first.pagination, page: last },
  };
}
