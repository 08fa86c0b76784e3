import 'server-only';

import { cachedGetter } from '@/lib/platform/api/cache';
import { parseContract } from '@/lib/platform/api/client';
import { cmsPagesResponseSchema, type CmsPage } from '@/lib/platform/api/contracts/cms';
import { serverClient } from '@/lib/platform/api/server';

const PATH = '/pages';

/** A CMS page by slug (GET /pages?filter[slug]=…), cached under the 'cms' tag; null if unknown. */
export const getCmsPage = cachedGetter(
  'cms-page',
  'main',
  { tags: ['cms'], revalidate: 300 },
  async (slug: string): Promise<CmsPage | null> => {
    const response = await serverClient('main').get(PATH, { params: { 'filter[slug]': slug } });
    const { items } = parseContract(cmsPagesResponseSchema, response.data, PATH);
    return items.find((item) => item.slug === slug) ?? null;
  },
);

export type CmsPageResult =
  { status: 'ok'; page: CmsPage } | { status: 'missing' } | { status: 'error' };

/** The page, or why there is none: the route renders a friendly text or a degraded section. */
export async function loadCmsPage(slug: string): Promise<CmsPageResult> {
  try {
    const page = await getCmsPage(slug);
    return page ? { status: 'ok', page } : { status: 'missing' };
  } catch (error) {
    console.error(`[cms] page ${slug} failed to load`, error);
    return { status: 'error' };
  }
}
