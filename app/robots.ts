import type { MetadataRoute } from 'next';

import { siteUrl } from '@/lib/env';

// read at request time: SITE_URL is a runtime setting, not a build-time one
export const dynamic = 'force-dynamic';

/** robots.txt: everything public is crawlable; personal, checkout and service pages are not. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: '*',
      allow: '/',
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
        '/*?*filter%5Bsearch%5D=',
      ],
    },
    sitemap: `${siteUrl()}/sitemap.xml`,
  };
}
