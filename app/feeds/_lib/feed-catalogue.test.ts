// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { makeProduct } from '@/features/product/testing/make-product';
import type { Product, ProductListRequest } from '@/lib/platform/api/contracts/catalog';

const calls = vi.hoisted(() => ({
  sitemap: [] as string[],
  listing: [] as string[],
  pageSize: 0,
  pages: [] as number[],
  singles: [] as string[],
}));

vi.mock('server-only', () => ({}));
vi.mock('@/features/seo/api/get-sitemap-entries', () => ({
  getSitemapEntries: async () => ({
    categories: [],
    collections: [],
    products: calls.sitemap.map((slug) => ({ slug, updatedAt: '2026-11-01T00:00:00.000Z' })),
  }),
}));
vi.mock('@/features/catalog/api/get-category-tree', () => ({ getCategoryTree: async () => [] }));
vi.mock('@/features/catalog/api/get-products', () => ({
  getCategoryProducts: async (slug: string | null, request: ProductListRequest) => {
    expect(slug).toBeNull();
    const skip = request.skip ?? 0;
    calls.pageSize = request.limit ?? 0;
    calls.pages.push(skip);
    const items = calls.listing.slice(skip, skip + calls.pageSize).map(product);
    return { products: { items, total: calls.listing.length } };
  },
}));
vi.mock('@/features/product/api/get-product', () => ({
  getProduct: async (slug: string) => {
    calls.singles.push(slug);
    return slug.startsWith('gone-') ? null : product(slug);
  },
}));

const { openFeedCatalogue } = await import('./feed-catalogue');

function product(slug: string): Product {
  return makeProduct({ id: slug, slug });
}

const slugs = (count: number, prefix = 'p') =>
  Array.from({ length: count }, (_, index) => `${prefix}-${index}`);

async function listed(): Promise<string[]> {
  const { pages } = await openFeedCatalogue();
  const seen: string[] = [];
  for await (const page of pages()) seen.push(...page.map((item) => item.slug));
  return seen;
}

beforeEach(() => {
  calls.pages = [];
  calls.singles = [];
});

describe('the feeds list exactly the sitemap', () => {
  it('reads the whole listing in pages of 100, each product once', async () => {
    calls.sitemap = slugs(250);
    calls.listing = slugs(250);
    const seen = await listed();
    expect(seen).toHaveLength(250);
    expect(new Set(seen)).toEqual(new Set(calls.sitemap));
    expect(calls.pageSize).toBe(100);
    expect(calls.pages).toEqual([0, 100, 200]);
    expect(calls.singles).toEqual([]);
  });

  it('skips listed products the sitemap lacks and repeats of one product', async () => {
    calls.sitemap = slugs(5);
    // a product moved between two page reads shows on both; one more is not in the sitemap
    calls.listing = [...slugs(5), 'p-4', 'extra-1'];
    expect(await listed()).toEqual(slugs(5));
  });

  it('reads by itself a sitemap product no page showed; an unknown one is left out', async () => {
    calls.sitemap = [...slugs(3), 'hidden-1', 'gone-1'];
    calls.listing = slugs(3);
    expect(await listed()).toEqual([...slugs(3), 'hidden-1']);
    expect(calls.singles).toEqual(['hidden-1', 'gone-1']);
  });

  it('reads nothing after the first page until the feed is being read', async () => {
    calls.sitemap = slugs(300);
    calls.listing = slugs(300);
    const { pages } = await openFeedCatalogue();
    expect(calls.pages).toEqual([0]);
    const reader = pages();
    await reader.next();
    expect(calls.pages).toEqual([0]);
    await reader.next();
    expect(calls.pages).toEqual([0, 100]);
    await reader.return(undefined);
  });
});
