import 'server-only';

import { CACHE, cachedGetter } from '@/lib/platform/api/cache';
import { cacheTags } from '@/lib/platform/api/cache-tags';
import { parseContract } from '@/lib/platform/api/client';
import { seoRecordResponseSchema, type SeoRecord } from '@/lib/platform/api/contracts/main';
import { isApiError } from '@/lib/platform/api/errors';
import { serverClient } from '@/lib/platform/api/server';

const PATH = '/catalog/seo';

const getSeoRecord = cachedGetter(
  'seo-record',
  'main',
  CACHE.seo,
  async (path: string): Promise<SeoRecord | null> => {
    try {
      const response = await serverClient('main').get(PATH, { params: { path } });
      return parseContract(seoRecordResponseSchema, response.data, PATH).item;
    } catch (error) {
      if (isApiError(error) && error.status === 404) return null; // no record: the defaults stand
      throw error;
    }
  },
  (path) => [cacheTags.seo(path)],
);

/**
 * The SEO record of a listing path (GET /catalog/seo?path=, main API): title, description, h1 and
 * text an editor set for that page. None when there is no record or the service cannot answer —
 * the page then keeps the category's own SEO fields.
 */
export async function getSeoRecordOrNone(path: string): Promise<SeoRecord | null> {
  try {
    return await getSeoRecord(path);
  } catch {
    return null;
  }
}
