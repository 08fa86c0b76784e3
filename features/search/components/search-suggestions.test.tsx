import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { SettingsProvider } from '@/lib/platform/settings-context';
import { TEST_SETTINGS } from '@/tests/test-utils';

import { SearchSuggestions } from './search-suggestions';

const post = vi.fn();
vi.mock('@/lib/platform/api/browser', () => ({ browserClient: () => ({ post }) }));

const product = {
  id: 'p1',
  name: 'Кольцо из золота 585 с изумрудом',
  sku: '10000001',
  slug: 'kolco-s-izumrudom-10000001',
  description: '',
  vendorCode: 'K-1',
  preview_image: { image_url_lg: '/media/p/1.svg' },
  images: [{ image_url_lg: '/media/p/1.svg', image_url_sm: '/media/p/1.svg' }],
  videos: [],
  categories: [],
  attributes: [],
  discount_price: null,
  lowest_price: null,
  isFavorite: false,
  productOffers: [
    {
      id: 'o1',
      size: '17',
      count: 2,
      tradeOffer: {
        id: 't1',
        quantityRetail: 2,
        prices: [{ type: 'site', price: 25990, currency: 'RUB' }],
      },
    },
  ],
};
const answer = {
  data: {
    products: { items: [product], total: 14 },
    filters: { size: [], feature: [] },
    pagination: { last_page: 3, page: 1, per_page: 6, total: 14 },
  },
};

function renderWith(query: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const ui = (text: string) => (
    <SettingsProvider value={TEST_SETTINGS}>
      <QueryClientProvider client={client}>
        <SearchSuggestions query={text} />
      </QueryClientProvider>
    </SettingsProvider>
  );
  const view = render(ui(query));
  return { rerender: (text: string) => view.rerender(ui(text)) };
}

describe('search suggestions (spec 2.4: from 3 characters, debounced 400 ms)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    post.mockResolvedValue(answer);
  });
  afterEach(() => {
    vi.useRealTimers();
    post.mockReset();
  });

  it('asks nothing below 3 characters', async () => {
    const { rerender } = renderWith('к');
    rerender('ко');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(post).not.toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'Подсказки поиска' })).toBeNull();
  });

  it('waits 400 ms after the last keystroke, then asks once with the text', async () => {
    const { rerender } = renderWith('');
    rerender('кол');
    await act(() => vi.advanceTimersByTimeAsync(200));
    rerender('коль');
    await act(() => vi.advanceTimersByTimeAsync(399));
    expect(post).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    // the request module loads on demand, so the call follows a moment later
    await vi.waitFor(() => expect(post).toHaveBeenCalledOnce());
    expect(post.mock.calls[0]?.[1]).toMatchObject({ filter: { search: 'коль' } });
  });

  it('shows matching products, the count and a link to all results', async () => {
    const { rerender } = renderWith('');
    rerender('изумруд');
    await act(() => vi.advanceTimersByTimeAsync(400));
    const region = await screen.findByRole('region', { name: 'Подсказки поиска' });
    expect(region).toHaveTextContent('Найдено: 14 товаров');
    expect(screen.getByRole('link', { name: /Кольцо из золота 585 с изумрудом/ })).toHaveAttribute(
      'href',
      '/product/kolco-s-izumrudom-10000001/',
    );
    expect(screen.getByRole('link', { name: 'Показать все результаты' })).toHaveAttribute(
      'href',
      '/catalog/?filter[search]=%D0%B8%D0%B7%D1%83%D0%BC%D1%80%D1%83%D0%B4',
    );
  });
});
