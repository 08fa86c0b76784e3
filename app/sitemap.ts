import type { MetadataRoute } from 'next';

import { getBlogSitemapEntries } from '@/features/blog/api/get-blog-sitemap-entries';
import { getRules } from '@/features/rules/api/get-rules';
import { ruleHref } from '@/features/rules/utils/rule-href';
import { getSitemapEntries } from '@/features/seo/api/get-sitemap-entries';
import { getVacancies } from '@/features/vacancies/api/get-vacancies';
import { siteUrl } from '@/lib/platform/env';
import { SITE_PAGES } from '@/lib/shop/site-pages';

// built at request time (and cached by its getters): the build never needs the API
export const dynamic = 'force-dynamic';

type Entry = MetadataRoute.Sitemap[number];

/** One source of sitemap entries; when its service cannot answer, the rest are still listed. */
async function listed(source: string, load: () => Promise<Entry[]>): Promise<Entry[]> {
  try {
    return await load();
  } catch (error) {
    console.error(`[sitemap] ${source} could not be listed`, error);
    return [];
  }
}

async function catalogEntries(origin: string): Promise<Entry[]> {
  const { categories, products, collections } = await getSitemapEntries();
  return [
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
}

async function contentEntries(origin: string): Promise<Entry[]> {
  const [blog, vacancies, rules] = await Promise.all([
    listed('blog posts', async () =>
      (await getBlogSitemapEntries()).map((post) => ({
        url: `${origin}${post.path}`,
        lastModified: post.lastModified,
        changeFrequency: 'monthly' as const,
        priority: 0.6,
      })),
    ),
    listed('vacancies', async () =>
      (await getVacancies(null)).map((vacancy) => ({
        url: `${origin}/vacancies/${vacancy.slug}/`,
        changeFrequency: 'weekly' as const,
        priority: 0.4,
      })),
    ),
    listed('rules', async () =>
      (await getRules()).map((rule) => ({
        url: `${origin}${ruleHref(rule.slug)}`,
        lastModified: rule.updated_at,
        changeFrequency: 'monthly' as const,
        priority: 0.3,
      })),
    ),
  ]);
  return [...blog, ...vacancies, ...rules];
}

/**
 * sitemap.xml: the indexable pages of the route table, every category, product and collection,
 * blog post, vacancy and rules document. A service that cannot answer leaves only its own entries
 * out.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const origin = siteUrl();
  const pages: Entry[] = SITE_PAGES.filter((page) => !page.noindex).map((page) => ({
    url: `${origin}${page.path}`,
    changeFrequency: page.path === '/' ? 'daily' : 'weekly',
    priority: page.path === '/' ? 1 : 0.5,
  }));
  const [catalog, content] = await Promise.all([
    listed('catalogue', () => catalogEntries(origin)),
    contentEntries(origin),
  ]);
  const seen = new Set<string>();
  return [...pages, ...catalog, ...content].filter((entry) => {
    if (seen.has(entry.url)) return false;
    seen.add(entry.url);
    return true;
  });
}
