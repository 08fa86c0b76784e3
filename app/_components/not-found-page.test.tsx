import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { browserClient } from '@/lib/platform/api/browser';
import type { RecommendedProduct } from '@/lib/platform/api/contracts/main';
import { getQueryClient } from '@/lib/platform/query/get-query-client';
import { SettingsProvider } from '@/lib/platform/settings-context';
import { BrowserQueries, TEST_SETTINGS } from '@/tests/test-utils';

import { NotFoundPage } from './not-found-page';

vi.mock('next/navigation', () => ({ usePathname: () => '/no-such-page/' }));
vi.mock('@/lib/platform/api/browser', () => ({ browserClient: vi.fn() }));

const http = { get: vi.fn() };

const product: RecommendedProduct = {
  id: 'p1',
  slug: 'kolco-s-izumrudom',
  name: 'Кольцо из золота с изумрудом и бриллиантами, коллекция «Изумрудный город» 585 пробы',
  sku: 'SKU1',
  image: '/media/products/p1.svg',
  price: { amount: 45990 },
  prices: { current: 45990, old: 61990 },
  index: 0,
};

const renderPage = () =>
  render(
    <SettingsProvider value={TEST_SETTINGS}>
      <BrowserQueries>
        <NotFoundPage />
      </BrowserQueries>
    </SettingsProvider>,
  );

beforeEach(() => {
  vi.mocked(browserClient).mockReturnValue(http as unknown as ReturnType<typeof browserClient>);
  getQueryClient().clear();
});
afterEach(() => vi.clearAllMocks());

describe('NotFoundPage', () => {
  it('tells the page was not found and links to the catalogue', () => {
    http.get.mockReturnValue(new Promise(() => undefined));
    renderPage();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Страница не найдена' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Произошла ошибка: страница не найдена')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Перейти в каталог' })).toHaveAttribute(
      'href',
      '/catalog/',
    );
    expect(screen.queryByRole('heading', { name: 'Популярные товары' })).not.toBeInTheDocument();
  });

  it('reads the popular products in the browser and shows them', async () => {
    http.get.mockResolvedValue({ data: { items: [product] } });
    renderPage();
    // the list and its slider are their own chunk, loaded only when a 404 shows
    expect(await screen.findByRole('heading', { name: 'Популярные товары' })).toBeInTheDocument();
    expect(http.get).toHaveBeenCalledWith(
      '/recommendations/popular',
      expect.objectContaining({ params: expect.objectContaining({ limit: 8 }) }),
    );
    const card = screen.getByRole('link', { name: product.name });
    expect(card).toHaveAttribute('href', '/product/kolco-s-izumrudom/');
    expect(card).toHaveTextContent('…');
    expect(screen.getByText('−26%')).toBeInTheDocument();
  });

  it('shows no slider when the list cannot be read', async () => {
    http.get.mockRejectedValue(new Error('down'));
    renderPage();
    await vi.waitFor(() => expect(http.get).toHaveBeenCalled());
    await vi.waitFor(() => expect(getQueryClient().isFetching()).toBe(0));
    expect(screen.queryByRole('heading', { name: 'Популярные товары' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Страница не найдена');
  });
});
