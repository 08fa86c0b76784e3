import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  clearRecentlyViewed,
  readRecentlyViewed,
  rememberViewed,
} from '@/lib/shop/recently-viewed';

import { RecentlyViewed } from './recently-viewed';

vi.mock('./recently-viewed-slider', () => ({
  RecentlyViewedSlider: ({ exclude }: { exclude?: string }) => (
    <p>slider without {exclude ?? 'nothing'}</p>
  ),
}));

beforeEach(() => localStorage.clear());
afterEach(() => vi.clearAllMocks());

describe('RecentlyViewed', () => {
  it('remembers the page’s product as the newest and leaves it out of the slider', async () => {
    rememberViewed('1');
    render(<RecentlyViewed current="2" />);
    expect(readRecentlyViewed()).toEqual(['2', '1']);
    // jsdom has no IntersectionObserver: the slider loads at once
    expect(await screen.findByText('slider without 2')).toBeInTheDocument();
  });

  it('remembers nothing on a page without a product', async () => {
    rememberViewed('1');
    render(<RecentlyViewed />);
    expect(await screen.findByText('slider without nothing')).toBeInTheDocument();
    expect(readRecentlyViewed()).toEqual(['1']);
  });

  it('loads no slider while this device has viewed no other product', async () => {
    const first = render(<RecentlyViewed current="2" />);
    await act(() => vi.dynamicImportSettled());
    expect(screen.queryByText(/slider/)).not.toBeInTheDocument();
    first.unmount();
    localStorage.clear();
    render(<RecentlyViewed />);
    await act(() => vi.dynamicImportSettled());
    expect(screen.queryByText(/slider/)).not.toBeInTheDocument();
  });

  it('keeps the slider once shown, also when the list is cleared', async () => {
    rememberViewed('1');
    render(<RecentlyViewed current="2" />);
    expect(await screen.findByText('slider without 2')).toBeInTheDocument();
    act(() => clearRecentlyViewed());
    expect(screen.getByText('slider without 2')).toBeInTheDocument();
  });
});
