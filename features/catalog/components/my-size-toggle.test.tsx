import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { makeOffer, makeProduct } from '@/features/product/testing/make-product';
import type { Product } from '@/lib/platform/api/contracts/catalog';
import { SettingsProvider } from '@/lib/platform/settings-context';
import { CATALOG_DEFAULTS, parseCatalogQuery } from '@/lib/shop/catalog-query';
import { writeRingSize } from '@/lib/shop/ring-size/ring-size-storage';
import { TEST_SETTINGS } from '@/tests/test-utils';

import { toTile } from '../utils/tile';

import { MySizeBadge } from './my-size-badge';
import { MySizeToggle } from './my-size-toggle';
import { ProductCard } from './product-card';

const push = vi.fn();
vi.mock('next/navigation', () => ({
  useRouter: () => ({ push }),
  usePathname: () => '/catalog/kolca/',
}));

afterEach(() => {
  window.localStorage.clear();
  push.mockClear();
});

const facets = { feature: [], size: [{ value: '17', count: 3 }] };

function renderToggle(search: string) {
  const query = parseCatalogQuery(new URLSearchParams(search));
  return render(
    <MySizeToggle
      basePath="/catalog/kolca/"
      query={query}
      defaults={CATALOG_DEFAULTS}
      facets={facets}
    />,
  );
}

describe('«Только мой размер»', () => {
  it('is not offered until this device remembers a size', () => {
    renderToggle('');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    act(() => writeRingSize(17));
    expect(screen.getByRole('checkbox', { name: 'Только мой размер (17)' })).not.toBeChecked();
  });

  it('applies the listing’s size filter in the URL, keeping the other filters', async () => {
    window.localStorage.setItem('ringSize', '17');
    renderToggle('filters=list_1_101&sort=new&page=3');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Только мой размер (17)' }));
    expect(push).toHaveBeenCalledWith('/catalog/kolca/?filters=list_1_101;size_17&sort=new', {
      scroll: false,
    });
  });

  it('is on when the filter is my size, and turning it off removes it', async () => {
    window.localStorage.setItem('ringSize', '17.5');
    renderToggle('filters=size_17.5');
    const toggle = screen.getByRole('checkbox', { name: 'Только мой размер (17.5)' });
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    expect(push).toHaveBeenCalledWith('/catalog/kolca/', { scroll: false });
  });
});

describe('ring tiles and the remembered size', () => {
  it('say whether the ring comes in my size, in stock', () => {
    window.localStorage.setItem('ringSize', '16.5');
    const { rerender } = render(<MySizeBadge sizes={['16.5', '17']} />);
    expect(screen.getByText('Есть ваш размер')).toBeInTheDocument();
    rerender(<MySizeBadge sizes={['17', '18']} />);
    expect(screen.getByText('Нет вашего размера')).toBeInTheDocument();
  });

  it('a card counts only sizes in stock, and only rings get the line', () => {
    window.localStorage.setItem('ringSize', '16.5');
    // makeProduct's 16.5 is out of stock
    const card = (product: Product) => (
      <SettingsProvider value={TEST_SETTINGS}>
        <ProductCard tile={toTile(product)} />
      </SettingsProvider>
    );
    const { unmount } = render(card(makeProduct()));
    expect(screen.getByText('Нет вашего размера')).toBeInTheDocument();
    unmount();
    const earrings = makeProduct({
      categories: [{ id: 2, name: 'Серьги', slug: 'sergi' }],
      productOffers: [makeOffer('e', '16.5', 2, 5000)],
    });
    render(card(earrings));
    expect(screen.queryByText(/вашего размера|ваш размер/)).not.toBeInTheDocument();
  });
});
