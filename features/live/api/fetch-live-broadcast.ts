'use client';

import { useQuery } from '@tanstack/react-query';

import { browserClient } from '@/lib/platform/api/browser';
import { parseContract } from '@/lib/platform/api/client';
import { liveBroadcastSchema, type LiveBroadcast } from '@/lib/platform/api/contracts/live';

import { liveKeys } from './live-keys';

/** GET /main/live/broadcast from the browser; silent: the block shows its own failure. */
export async function fetchLiveBroadcast(): Promise<LiveBroadcast> {
  const path = '/live/broadcast';
  const response = await browserClient('main').get(path, { silent: true });
  return parseContract(liveBroadcastSchema, response.data, path);
}

type Options = { initialData: LiveBroadcast | null; initialAt: number; refreshMs: number };

/** The broadcast state, seeded by the server and refreshed like the product lists. */
export function useLiveBroadcast({ initialData, initialAt, refreshMs }: Options) {
  return useQuery({
    queryKey: liveKeys.broadcast(),
    queryFn: fetchLiveBroadcast,
    initialData: initialData ?? undefined,
    initialDataUpdatedAt: initialAt,
    staleTime: refreshMs / 2,
    refetchInterval: refreshMs,
    refetchOnWindowFocus: true,
  });
}
