import 'server-only';

import { parseContract } from '@/lib/platform/api/client';
import {
  LIVE_PRODUCT_KINDS,
  liveBroadcastSchema,
  liveProductsResponseSchema,
  type LiveBroadcast,
  type LiveProduct,
  type LiveProductKind,
} from '@/lib/platform/api/contracts/live';
import { serverClient } from '@/lib/platform/api/server';

import { DEFAULT_LIVE_REFRESH_MS } from './live-keys';

export type LiveFeed = {
  /** null when the main API could not answer: the page shows that block degraded. */
  broadcast: LiveBroadcast | null;
  products: Record<LiveProductKind, LiveProduct[] | null>;
  /** When the server read the feed (ms), so the browser refreshes from that moment. */
  fetchedAt: number;
};

async function getBroadcast(): Promise<LiveBroadcast> {
  const path = '/live/broadcast';
  const response = await serverClient('main').get(path);
  return parseContract(liveBroadcastSchema, response.data, path);
}

async function getProducts(kind: LiveProductKind): Promise<LiveProduct[]> {
  const path = `/live/product/${kind}`;
  const response = await serverClient('main').get(path);
  return parseContract(liveProductsResponseSchema, response.data, path).items;
}

const orNull = <T>(promise: Promise<T>): Promise<T | null> => promise.catch(() => null);

/**
 * The live page's data, read on every request (never cached: what is on air changes every few
 * minutes). Each block fails on its own, so a failed list never takes the page down.
 */
export async function getLiveFeed(): Promise<LiveFeed> {
  const [broadcast, ...lists] = await Promise.all([
    orNull(getBroadcast()),
    ...LIVE_PRODUCT_KINDS.map((kind) => orNull(getProducts(kind))),
  ]);
  const products = Object.fromEntries(
    LIVE_PRODUCT_KINDS.map((kind, i) => [kind, (lists[i] as LiveProduct[] | null) ?? null]),
  ) as LiveFeed['products'];
  return { broadcast: broadcast as LiveBroadcast | null, products, fetchedAt: Date.now() };
}

/** How often the open page refreshes (LIVE_REFRESH_MS; default 15 s, never below 1 s). */
export function liveRefreshMs(): number {
  const value = Number(process.env.LIVE_REFRESH_MS);
  return Number.isFinite(value) && value >= 1000 ? value : DEFAULT_LIVE_REFRESH_MS;
}
