import { getCategoryTree } from '@/features/catalog/api/get-category-tree';
import { loadCmsPage } from '@/features/content/api/get-cms-page';
import { FEED_PATHS } from '@/features/feeds/feed-paths';
import { siteUrl } from '@/lib/platform/env';
import { STORE_BRAND } from '@/lib/shop/constants';
import { cmsPoints } from '@/lib/shop/markdown/cms-digest';
import { renderLlmsTxt, type RulesDigest } from '@/lib/shop/markdown/llms-txt';
import { SITE_PAGES } from '@/lib/shop/site-pages';

import { textAnswer } from '../md/_lib/conditional-answer';

// drawn at request time from the data cache: the build never needs the catalogue
export const dynamic = 'force-dynamic';

/** The store's rules pages, each read from its CMS page as the page itself is (app/_components/cms-page.tsx). */
const RULES = [
  { path: '/delivery/', slug: 'delivery' },
  { path: '/oplata/', slug: 'oplata' },
  { path: '/guarantee/', slug: 'guarantee' },
] as const;

async function rulesDigest(path: string, slug: string): Promise<RulesDigest> {
  const route = SITE_PAGES.find((page) => page.path === path);
  const fallback = {
    path,
    title: route?.title ?? path,
    summary: route?.description ?? '',
    points: [],
  };
  const read = await loadCmsPage(slug);
  if (read.status !== 'ok') return fallback;
  const { page } = read;
  return {
    path,
    title: page.title || fallback.title,
    summary: page.seo_description || fallback.summary,
    points: cmsPoints(page),
  };
}

async function categoriesOrNull() {
  try {
    return await getCategoryTree();
  } catch (error) {
    console.error('[llms.txt] the category tree could not be read', error);
    return null;
  }
}

/**
 * /llms.txt for shopping assistants (https://llmstxt.org, docs/assistants.md). `no-cache` like the
 * feeds: a cache in between asks again each time, the store draws it from its data cache. With the
 * catalogue or the CMS down it still answers, with their parts shorter. A strong `ETag` of the body
 * answers `304` to a client that has it already.
 */
export async function GET(request: Request): Promise<Response> {
  const [categories, rules] = await Promise.all([
    categoriesOrNull(),
    Promise.all(RULES.map(({ path, slug }) => rulesDigest(path, slug))),
  ]);
  const body = renderLlmsTxt({
    origin: siteUrl(),
    storeName: STORE_BRAND,
    categories,
    rules,
    feeds: FEED_PATHS,
  });
  return textAnswer(request, body, {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'public, no-cache',
  });
}
