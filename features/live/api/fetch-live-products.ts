'use client';

import { useQuery } from '@tanstack/react-query';

import { browserClient } from '@/lib/platform/api/browser';
import { parseContract } from '@/lib/platform/api/client';
import {
  liveProductsResponseSchema,
  type LiveProduct,
  type LiveProductKind,
} from '@/lib/platform/api/contracts/live';

import { liveKeys } from './live-keys';

/** GET /main/live/product/{kind} from the browser; silent: a failed list shows its own retry. */
export async function fetchLiveProducts(kind: LiveProductKind): Promise<LiveProduct[]> {
  const path = `/live/product/${kind}`;
  const response = await browserClient('main').get(path, { silent: true });
  return parseContract(liveProductsResponseSchema, response.data, path).items;
}

type LiveQueryOptions<T> = { initialData: T | null; initialAt: number; refreshMs: number };

/** One live list, seeded with the server's answer and refreshed every `refreshMs` and on focus. */
export function useLiveProducts(
  kind: LiveProductKind,
  { initialData, initialAt, refreshMs }: LiveQueryOptions<LiveProduct[]>,
) {
  return useQuery({
    queryKey: liveKeys.products(kind),
    queryFn: () => fetchLiveProducts(kind),
    initialData: initialData ?? undefined,
    initialDataUpdatedAt: initialAt,
    staleTime: refreshMs / 2,
    refetchInterval: refreshMs,
    refetchOnWindowFocus: true,
  });
}
