import type { RecommendationType, RecommendedProduct } from '@/lib/platform/api/contracts/main';

/**
 * React Query keys of the recommendation lists and their lazy fetch: the HTTP client and the
 * contracts load with the first list asked for, not with the page (first-load JS, docs/performance.md).
 */
export const recommendationKeys = {
  all: ['recommendations'] as const,
  list: (type: RecommendationType, param?: string | number) =>
    param === undefined
      ? ([...recommendationKeys.all, type] as const)
      : ([...recommendationKeys.all, type, String(param)] as const),
};

/** fetchRecommendations (fetch-recommendations.ts), loaded on first use. */
export async function loadRecommendations(
  type: RecommendationType,
  params?: Record<string, string | number>,
): Promise<RecommendedProduct[]> {
  return (await import('./fetch-recommendations')).fetchRecommendations(type, params);
}
