import 'server-only';

import type { Metadata } from 'next';

import { getCmsPage } from '../api/get-cms-page';

/**
 * Title and description of a route from its CMS page's SEO fields, to lay over the route table's
 * metadata; nothing when the page is missing or the CMS cannot answer (the route table's stay).
 */
export async function cmsMetadata(slug: string): Promise<Metadata> {
  try {
    const page = await getCmsPage(slug);
    if (!page) return {};
    return {
      ...(page.seo_title ? { title: page.seo_title } : {}),
      ...(page.seo_description ? { description: page.seo_description } : {}),
    };
  } catch {
    return {};
  }
}
