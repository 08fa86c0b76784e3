import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';

import { useHydrateSession } from '@/components/layout/use-hydrate-session';
import type { Product } from '@/lib/platform/api/contracts/catalog';
import type { PublicSettings } from '@/lib/platform/env';
import { getQueryClient } from '@/lib/platform/query/get-query-client';
import { SettingsProvider } from '@/lib/platform/settings-context';

import { useFavoritesCount } from '../api/get-favorite-ids';

/** Settings for rendering (the defaults of .env.example, as in tests/test-utils.ts). */
const SETTINGS: PublicSettings = {
  supportPhone: '8 800 550-75-85',
  messengerUrl: 'https://t.me/x',
  goldBarsUrl: 'https://slitki.example.ru/',
  fullReloadNavigation: true,
  apiTimeoutMs: 10000,
};

/** Test factory: a favourite product with one offer in stock. */
export function makeFavorite(id: string, name = `Кольцо ${id}`): Product {
  return {
    id,
    name,
    sku: `sku-${id}`,
    slug: `kolco-${id}`,
    description: '',
    vendorCode: `KL-${id}`,
    preview_image: { image_url_lg: `/media/p/${id}.svg` },
    images: [],
    videos: [],
    categories: [],
    attributes: [],
    discount_price: null,
    lowest_price: null,
    isFavorite: true,
    productOffers: [
      {
        id: `o-${id}`,
        size: null,
        count: 2,
        tradeOffer: {
          id: `t-${id}`,
          quantityRetail: 2,
          prices: [{ type: 'site', price: 10000, currency: 'RUB' }],
        },
      },
    ],
  };
}

/**
 * A fake wishlist API behind mocked `browserClient`: `post` and `delete` answer like the reference
 * API for the given favourites (kept in `state.ids`, newest first).
 */
export function fakeWishlistApi(products: Product[]) {
  const state = { ids: products.map((p) => p.id), limitReached: false };
  const byId = new Map(products.map((p) => [p.id, p]));
  const change = (id: string, isFavorite: boolean) => {
    state.ids = state.ids.filter((x) => x !== id);
    if (isFavorite) state.ids.unshift(id);
    return { data: { productId: id, isFavorite, count: state.ids.length } };
  };
  const post = vi.fn(async (url: string, body?: { skip?: number; limit?: number }) => {
    if (url === '/product/wishlist/short')
      return { data: { ids: [...state.ids], count: state.ids.length } };
    if (url === '/product/list/wishlist') {
      const skip = body?.skip ?? 0;
      const limit = body?.limit ?? 20;
      const items = state.ids.slice(skip, skip + limit).map((id) => byId.get(id)!);
      const total = state.ids.length;
      return {
        data: {
          products: { items, total },
          pagination: {
            page: Math.floor(skip / limit) + 1,
            per_page: limit,
            total,
            last_page: Math.max(1, Math.ceil(total / limit)),
          },
        },
      };
    }
    const id = url.replace('/product/wishlist/', '');
    return change(id, true);
  });
  const del = vi.fn(async (url: string) => {
    if (url === '/product/wishlist') {
      state.ids = [];
      return { data: { count: 0 } };
    }
    return change(url.replace('/product/wishlist/', ''), false);
  });
  return { state, post, delete: del };
}

export function renderWithQuery(ui: ReactElement) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return {
    queryClient,
    ...render(
      <SettingsProvider value={SETTINGS}>
        <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
      </SettingsProvider>,
    ),
  };
}

/** The header's favourites badge, as the chrome reads it (SiteHeader). */
function HeaderBadge() {
  useHydrateSession();
  return <output data-testid="favorites-badge">{useFavoritesCount()}</output>;
}

/** The count the header's badge shows now. */
export const favoritesBadge = (): number =>
  Number(screen.getByTestId('favorites-badge').textContent);

/**
 * Renders `ui` the way a page shows it: beside the header's badge, under the provider of the
 * browser's one client (emptied first, as on a page load), which every change goes through.
 */
export function renderWithChrome(ui: ReactElement) {
  getQueryClient().clear();
  return render(
    <SettingsProvider value={SETTINGS}>
      <QueryClientProvider client={getQueryClient()}>
        <HeaderBadge />
        {ui}
      </QueryClientProvider>
    </SettingsProvider>,
  );
}
