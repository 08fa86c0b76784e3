import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { makeProduct } from '@/features/product/testing/make-product';
import { browserClient } from '@/lib/platform/api/browser';
import type { Product } from '@/lib/platform/api/contracts/catalog';
import { getQueryClient } from '@/lib/platform/query/get-query-client';
import { SettingsProvider } from '@/lib/platform/settings-context';
import { readRecentlyViewed, rememberViewed } from '@/lib/shop/recently-viewed';
import { toProductCard } from '@/lib/shop/to-product-card';
import { BrowserQueries, TEST_SETTINGS } from '@/tests/test-utils';

import { recentProductKeys } from '../api/get-recent-products';

import { RecentlyViewedSlider } from './recently-viewed-slider';

vi.mock('@/lib/platform/api/browser', () => ({ browserClient: vi.fn() }));

const http = { post: vi.fn() };
const catalogue: Record<string, Product> = Object.fromEntries(
  ['1', '2', '3'].map((sku) => [
    sku,
    makeProduct({ sku, id: `p${sku}`, slug: `p-${sku}`, name: `Кольцо ${sku}` }),
  ]),
);

const slider = (exclude?: string) => (
  <SettingsProvider value={TEST_SETTINGS}>
    <BrowserQueries>
      <RecentlyViewedSlider exclude={exclude} />
    </BrowserQueries>
  </SettingsProvider>
);

beforeEach(() => {
  localStorage.clear();
  getQueryClient().clear();
  vi.mocked(browserClient).mockReturnValue(http as unknown as ReturnType<typeof browserClient>);
  // the catalogue answers the known SKUs in the list's order, as POST /product/list does
  http.post.mockImplementation((_path: string, { skuList }: { skuList: string[] }) =>
    Promise.resolve({ data: { items: skuList.flatMap((sku) => catalogue[sku] ?? []) } }),
  );
});
afterEach(() => vi.clearAllMocks());

describe('RecentlyViewedSlider', () => {
  it('draws nothing on the server, whatever this device has stored', () => {
    rememberViewed('1');
    // the cards are at hand: only the empty server snapshot keeps the list out of the HTML
    getQueryClient().setQueryData(recentProductKeys.list(['1']), [
      toProductCard(catalogue['1']!, 0),
    ]);
    expect(renderToString(slider())).not.toContain('Вы смотрели');
  });

  it('shows the viewed products newest first, without the current one, read again by SKU', async () => {
    for (const sku of ['1', '2', '3']) rememberViewed(sku);
    rememberViewed('gone');
    render(slider('3'));
    const region = await screen.findByRole('region', { name: 'Вы смотрели' });
    const links = within(region).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual(['Кольцо 2', 'Кольцо 1']);
    expect(http.post).toHaveBeenCalledWith(
      '/product/list',
      { skuList: ['gone', '2', '1'] },
      expect.anything(),
    );
  });

  it('forgets the list on «Очистить» and says so', async () => {
    rememberViewed('1');
    render(slider());
    const region = await screen.findByRole('region', { name: 'Вы смотрели' });
    await userEvent.click(within(region).getByRole('button', { name: 'Очистить' }));
    expect(screen.queryByRole('region', { name: 'Вы смотрели' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Список просмотренных товаров очищен');
    expect(readRecentlyViewed()).toEqual([]);
  });
});
