import type { LiveProductKind } from '@/lib/platform/api/contracts/live';

export const liveKeys = {
  all: ['live'] as const,
  broadcast: () => [...liveKeys.all, 'broadcast'] as const,
  products: (kind: LiveProductKind) => [...liveKeys.all, 'products', kind] as const,
};

/** How often /online/ refreshes while open: LIVE_REFRESH_MS, 15 s by default, at least 1 s. */
export const DEFAULT_LIVE_REFRESH_MS = 15_000;
