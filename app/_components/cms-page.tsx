import type { Metadata } from 'next';

import { CmsContent } from '@/features/content/components/cms-content';
import { cmsMetadata } from '@/features/content/utils/cms-metadata';
import { LandingSubscription } from '@/features/newsletter/components/landing-subscription';

import { StaticPage, staticMetadata } from './static-page';

type CmsPageProps = {
  /** The route-table path (heading, lead, canonical). */
  path: string;
  /** The page's slug in the CMS (GET /pages?filter[slug]=…). */
  slug: string;
  /** How many pages of gold bars to show («Показать ещё» adds one). */
  goldBarsPages?: number;
};

/**
 * A CMS-driven route (landings, promotions, old static pages): the route-table heading, then the
 * page's CMS blocks. The landing subscription block is the newsletter form — the two features
 * meet here, in the app layer.
 */
export function CmsPage({ path, slug, goldBarsPages }: CmsPageProps) {
  return (
    <StaticPage path={path}>
      <CmsContent
        slug={slug}
        goldBarsPages={goldBarsPages}
        renderSubscription={(block) => (
          <LandingSubscription title={block.title} text={block.text} />
        )}
      />
    </StaticPage>
  );
}

/** Route-table metadata overlaid with the CMS page's SEO title and description. */
export async function cmsPageMetadata(path: string, slug: string): Promise<Metadata> {
  return { ...staticMetadata(path), ...(await cmsMetadata(slug)) };
}
