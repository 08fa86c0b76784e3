import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';

import type { CmsBlock, GoldBarsResponse } from '@/lib/platform/api/contracts/cms';
import type { RecommendedProduct } from '@/lib/platform/api/contracts/main';
import { SettingsProvider } from '@/lib/platform/settings-context';
import { TEST_SETTINGS } from '@/tests/test-utils';

import type { BlockData } from '../api/load-block-data';

import { CmsBlocks } from './cms-blocks';

vi.mock('next/navigation', () => ({ usePathname: () => '/landing/zoloto/' }));

const card = (n: number): RecommendedProduct => ({
  id: `p${n}`,
  slug: `kolco-${n}`,
  name: `Кольцо ${n}`,
  sku: `SKU-${n}`,
  image: `/media/p/ring_${n}.svg`,
  price: { amount: 1000 * n },
  prices: { current: 1000 * n, old: null },
  index: n,
});

const bars = (page: number, lastPage: number): GoldBarsResponse => ({
  items: Array.from({ length: 10 * page }, (_, i) => ({
    id: i + 1,
    name: `Слиток золота ${i + 1} г`,
    weight_g: i + 1,
    purity: '999,9',
    price: 9000 * (i + 1),
    image: `/main/gold-bars/${i + 1}/image.svg`,
  })),
  pagination: { page, per_page: 10, last_page: lastPage, total: 15 },
});

const data = (overrides: Partial<BlockData> = {}): BlockData => ({
  products: {},
  goldBars: null,
  goldBarsUrl: TEST_SETTINGS.goldBarsUrl,
  loadedAt: Date.parse('2026-11-01T00:00:00Z'),
  ...overrides,
});

function renderBlocks(
  blocks: CmsBlock[],
  blockData: BlockData = data(),
  renderSubscription?: (block: Extract<CmsBlock, { type: 'subscription' }>) => ReactNode,
) {
  return render(
    <SettingsProvider value={TEST_SETTINGS}>
      <CmsBlocks blocks={blocks} data={blockData} renderSubscription={renderSubscription} />
    </SettingsProvider>,
  );
}

describe('CmsBlocks', () => {
  it('renders a hero with its call to action', () => {
    renderBlocks([
      {
        type: 'hero',
        title: 'Распродажа 11.11',
        subtitle: 'Скидки до 70%',
        image: '/media/collections/outlet.svg',
        cta: { label: 'Смотреть скидки', href: '/catalog/sale/' },
      },
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Распродажа 11.11' })).toBeInTheDocument();
    expect(screen.getByText('Скидки до 70%')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Смотреть скидки' })).toHaveAttribute(
      'href',
      '/catalog/sale/',
    );
  });

  it('renders text HTML without scripts, handlers or javascript: links', () => {
    const { container } = renderBlocks([
      {
        type: 'text',
        title: 'Условия',
        html: `<p onclick="alert(1)">Скидка <strong>15%</strong></p><script>alert(2)</script>
<img src="x" onerror="alert(3)"><a href="javascript:alert(4)">ссылка</a><iframe src="/x"></iframe>
<a href="https://example.com/">внешняя</a>`,
      },
    ]);
    const section = screen.getByRole('region', { name: 'Условия' });
    expect(within(section).getByText('15%').tagName).toBe('STRONG');
    const html = container.innerHTML;
    expect(html).not.toMatch(/<script|onclick|onerror|javascript:|<iframe/i);
    expect(screen.getByText('ссылка')).not.toHaveAttribute('href');
    expect(screen.getByRole('link', { name: 'внешняя' })).toHaveAttribute(
      'rel',
      'noopener noreferrer nofollow',
    );
  });

  it('shows the products of a SKU block linking to their pages, in order', () => {
    renderBlocks(
      [{ type: 'products', title: 'Лучшие скидки', skus: ['SKU-2', 'SKU-1'] }],
      data({ products: { 0: [card(2), card(1)] } }),
    );
    const section = screen.getByRole('region', { name: 'Лучшие скидки' });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/product/kolco-2/',
      '/product/kolco-1/',
    ]);
  });

  it('says so when the products could not be loaded, and hides an emptied block', () => {
    renderBlocks(
      [
        { type: 'products', title: 'Недоступно', skus: ['A'] },
        { type: 'products', title: 'Пусто', skus: ['B'] },
      ],
      data({ products: { 0: null, 1: [] } }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить товары');
    expect(screen.queryByRole('heading', { name: 'Пусто' })).not.toBeInTheDocument();
  });

  it('lists gold bars linking to the external site with «Показать ещё»', () => {
    const block = { type: 'gold_bars', title: 'Слитки', text: 'Золото 999,9' } as const;
    renderBlocks([block], data({ goldBars: bars(1, 2) }));
    const section = screen.getByRole('region', { name: 'Слитки' });
    const barLinks = within(section).getAllByRole('link', { name: /Слиток золота/ });
    expect(barLinks).toHaveLength(10);
    expect(barLinks[0]).toHaveAttribute('href', TEST_SETTINGS.goldBarsUrl);
    expect(barLinks[0]).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(within(section).getByRole('link', { name: 'Показать ещё' })).toHaveAttribute(
      'href',
      '?page=2#gold-bars',
    );
  });

  it('has no «Показать ещё» on the last page and a notice when bars failed', () => {
    const block = { type: 'gold_bars', title: 'Слитки', text: '' } as const;
    const { unmount } = renderBlocks([block], data({ goldBars: bars(2, 2) }));
    expect(screen.queryByRole('link', { name: 'Показать ещё' })).not.toBeInTheDocument();
    unmount();
    renderBlocks([block], data({ goldBars: null }));
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить слитки');
  });

  it('renders the subscription block through the slot, and nothing without one', () => {
    const block = { type: 'subscription', title: 'Подписка', text: 'Скидки первыми' } as const;
    const { unmount } = renderBlocks([block]);
    expect(screen.queryByText('Подписка')).not.toBeInTheDocument();
    unmount();
    renderBlocks([block], data(), (b) => <form aria-label={b.title} />);
    expect(screen.getByRole('form', { name: 'Подписка' })).toBeInTheDocument();
  });

  it('renders an ended countdown, collections, gallery, links and contacts', () => {
    renderBlocks([
      { type: 'countdown', title: 'До конца', ends_at: '2024-11-11T23:59:59+03:00' },
      {
        type: 'collections',
        title: 'Подборки',
        items: [{ label: 'Аутлет', href: '/collections/outlet/', image: null }],
      },
      {
        type: 'gallery',
        title: 'Фото',
        items: [{ image: '/media/p/a.svg', caption: 'Анна: кольцо', href: '/product/a/' }],
      },
      {
        type: 'links',
        title: 'Ещё',
        items: [{ label: 'Доставка', href: '/delivery/', text: 'Сроки' }],
      },
      {
        type: 'contacts',
        title: 'Связь',
        items: [{ label: 'Телефон', value: '8 800 550-75-85', href: 'tel:88005507585' }],
      },
    ]);
    expect(screen.getByText('Акция завершена')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Аутлет' })).toHaveAttribute(
      'href',
      '/collections/outlet/',
    );
    expect(screen.getByRole('link', { name: 'Анна: кольцо' })).toHaveAttribute(
      'href',
      '/product/a/',
    );
    expect(screen.getByRole('link', { name: /Доставка/ })).toHaveAttribute('href', '/delivery/');
    expect(screen.getByRole('link', { name: '8 800 550-75-85' })).toHaveAttribute(
      'href',
      'tel:88005507585',
    );
  });
});
