import type { MetadataRoute } from 'next';

import { FEED_PATHS } from '@/features/feeds/feed-paths';
import { siteUrl } from '@/lib/platform/env';
import { ASSISTANT_PATHS, MARKDOWN_ROUTE_PREFIX } from '@/lib/shop/markdown/markdown-route';

// read at request time: SITE_URL is a runtime setting, not a build-time one
export const dynamic = 'force-dynamic';

/**
 * robots.txt: everything public is crawlable, the market feeds and the assistants' files by name; personal, checkout and
 * service pages are not.
 */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: '*',
      // the market feeds (docs/feeds.md) are named so that marketplaces' robots find them allowed
      // and so are llms.txt and the Markdown views of products and listings (docs/assistants.md)
      allow: ['/', ...FEED_PATHS, ...ASSISTANT_PATHS],
      disallow: [
        '/account/',
        '/cart/',
        '/cart_old/',
        '/checkout/',
        '/checkout_old/',
        '/checkoutnew/',
        '/payment/',
        '/oidc/',
        '/dev/',
        '/svc/',
        MARKDOWN_ROUTE_PREFIX,
        '/*?*filter%5Bsearch%5D=',
      ],
    },
    sitemap: `${siteUrl()}/sitemap.xml`,
  };
}
