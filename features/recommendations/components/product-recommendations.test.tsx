import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { browserClient } from '@/lib/platform/api/browser';
import type { RecommendedProduct } from '@/lib/platform/api/contracts/main';
import { ApiError } from '@/lib/platform/api/errors';
import { SettingsProvider } from '@/lib/platform/settings-context';
import { TEST_SETTINGS } from '@/tests/test-utils';

import { FIRST_VISIT_KEY } from '../hooks/returning-user';

import { ProductRecommendations } from './product-recommendations';

vi.mock('@/lib/platform/api/browser', () => ({ browserClient: vi.fn() }));
vi.mock('next/navigation', () => ({ usePathname: () => '/product/x/' }));

const get = vi.fn();

const item = (id: string, name: string): RecommendedProduct => ({
  id,
  slug: id,
  name,
  sku: id,
  image: `/media/p/${id}.svg`,
  price: { amount: 1000 },
  prices: { current: 1000, old: null },
  index: 0,
});

const LONG_NAME = 'Серьги из золота 585 с бриллиантами и сапфирами, коллекция «Вечерний Петербург»';

function answer(lists: Record<string, RecommendedProduct[] | Error>) {
  get.mockImplementation((path: string) => {
    const list = lists[path.replace('/recommendations/', '')];
    if (!list) return Promise.reject(new ApiError({ status: 404, message: 'Not Found' }));
    if (list instanceof Error) return Promise.reject(list);
    return Promise.resolve({ data: { items: list } });
  });
}

function renderSliders() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <SettingsProvider value={TEST_SETTINGS}>
      <QueryClientProvider client={queryClient}>
        <ProductRecommendations sku="10008308" />
      </QueryClientProvider>
    </SettingsProvider>,
  );
}

// the sliders are a lazily loaded chunk: the first import's transform would outlast findBy's wait
beforeAll(() => import('./recommendation-lists'));

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'returningVisit=; path=/; max-age=0';
  vi.mocked(browserClient).mockReturnValue({ get } as unknown as ReturnType<typeof browserClient>);
});
afterEach(() => vi.clearAllMocks());

describe('ProductRecommendations', () => {
  it('shows similar and, for a new shopper, popular products', async () => {
    answer({ similar: [item('s1', LONG_NAME)], popular: [item('p1', 'Цепь из серебра')] });
    renderSliders();
    const similar = await screen.findByRole('region', { name: 'Похожие товары' });
    expect(within(similar).getByText(`${LONG_NAME.slice(0, 50).trimEnd()}…`)).toBeInTheDocument();
    const popular = await screen.findByRole('region', { name: 'Популярные товары' });
    expect(within(popular).getByRole('link', { name: 'Цепь из серебра' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Рекомендуем вам' })).not.toBeInTheDocument();

    expect(get).toHaveBeenCalledWith('/recommendations/similar', {
      params: expect.objectContaining({ sku: '10008308', limit: 8, deviceId: expect.any(String) }),
      silent: true,
    });
    expect(get).not.toHaveBeenCalledWith('/recommendations/personal', expect.anything());
  });

  it('shows personal picks to a returning shopper', async () => {
    localStorage.setItem(FIRST_VISIT_KEY, '2026-01-01T00:00:00.000Z');
    answer({ similar: [], personal: [item('r1', 'Кольцо для вас')] });
    renderSliders();
    const personal = await screen.findByRole('region', { name: 'Рекомендуем вам' });
    expect(within(personal).getByRole('link', { name: 'Кольцо для вас' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Популярные товары' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Похожие товары' })).not.toBeInTheDocument();
  });

  it('hides a slider whose list fails', async () => {
    answer({
      similar: new ApiError({ status: 500, message: 'down' }),
      popular: [item('p1', 'Цепь')],
    });
    renderSliders();
    await screen.findByRole('region', { name: 'Популярные товары' });
    expect(screen.queryByRole('region', { name: 'Похожие товары' })).not.toBeInTheDocument();
  });
});
