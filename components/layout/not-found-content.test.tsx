import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import type { RecommendedProduct } from '@/lib/api/contracts/main';
import { SettingsProvider } from '@/lib/settings-context';
import { TEST_SETTINGS } from '@/tests/test-utils';

import { NotFoundContent } from './not-found-content';

vi.mock('next/navigation', () => ({ usePathname: () => '/no-such-page/' }));

const settings = TEST_SETTINGS;

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

const renderPage = (items: RecommendedProduct[]) =>
  render(
    <SettingsProvider value={settings}>
      <NotFoundContent items={items} />
    </SettingsProvider>,
  );

describe('NotFoundContent', () => {
  it('tells the page was not found and links to the catalogue', () => {
    renderPage([]);
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

  it('shows popular products when there are some', async () => {
    renderPage([product]);
    // the slider is its own chunk, loaded only when a 404 renders
    expect(await screen.findByRole('heading', { name: 'Популярные товары' })).toBeInTheDocument();
    const card = screen.getByRole('link', { name: product.name });
    expect(card).toHaveAttribute('href', '/product/kolco-s-izumrudom/');
    expect(card).toHaveTextContent('…');
    expect(screen.getByText('−26%')).toBeInTheDocument();
  });
});
