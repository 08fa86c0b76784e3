import type { MetadataRoute } from 'next';

import { getSitemapEntries } from '@/features/seo/api/get-sitemap-entries';
import { siteUrl } from '@/lib/env';
import { SITE_PAGES } from '@/lib/site-pages';

// built at request time (and cached by its getter): the build never needs the API
export const dynamic = 'force-dynamic';

/**
 * sitemap.xml: the indexable pages of the route table, every category, product and collection.
 * When the catalogue service cannot answer, the static pages are still listed.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const origin = siteUrl();
  const pages: MetadataRoute.Sitemap = SITE_PAGES.filter((page) => !page.noindex).map((page) => ({
    url: `${origin}${page.path}`,
    changeFrequency: page.path === '/' ? 'daily' : 'weekly',
    priority: page.path === '/' ? 1 : 0.5,
  }));
  try {
    const { categories, products, collections } = await getSitemapEntries();
    return [
      ...pages,
      ...categories.map((category) => ({
        url: `${origin}/catalog/${category.path}/`,
        lastModified: category.updatedAt,
        changeFrequency: 'daily' as const,
        priority: 0.8,
      })),
      ...collections.map((collection) => ({
        url: `${origin}/collections/${collection.slug}/`,
        lastModified: collection.updatedAt,
        changeFrequency: 'weekly' as const,
        priority: 0.7,
      })),
      ...products.map((product) => ({
        url: `${origin}/product/${product.slug}/`,
        lastModified: product.updatedAt,
        changeFrequency: 'weekly' as const,
        priority: 0.6,
      })),
    ];
  } catch {
    return pages;
  }
}
