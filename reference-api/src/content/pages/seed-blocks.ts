import type { CmsBlock, CmsBlockOf, CmsPage } from '../../../../lib/platform/api/contracts/cms';

/** Small builders that keep the demo pages readable. */
export const hero = (
  title: string,
  subtitle: string | null,
  image: string | null,
  cta: { label: string; href: string } | null = null,
): CmsBlockOf<'hero'> => ({ type: 'hero', title, subtitle, image, cta });

export const text = (title: string | null, html: string): CmsBlockOf<'text'> => ({
  type: 'text',
  title,
  html,
});

export const products = (title: string, skus: string[]): CmsBlockOf<'products'> => ({
  type: 'products',
  title,
  skus,
});

export const countdown = (title: string, endsAt: string): CmsBlockOf<'countdown'> => ({
  type: 'countdown',
  title,
  ends_at: endsAt,
});

export const subscription = (title: string, body: string): CmsBlockOf<'subscription'> => ({
  type: 'subscription',
  title,
  text: body,
});

export const links = (
  title: string,
  items: { label: string; href: string; text: string }[],
): CmsBlockOf<'links'> => ({ type: 'links', title, items });

export const contacts = (
  title: string,
  items: { label: string; value: string; href: string | null }[],
): CmsBlockOf<'contacts'> => ({ type: 'contacts', title, items });

export const collectionImage = (slug: string): string => `/media/collections/${slug}.svg`;

export const page = (
  slug: string,
  title: string,
  seoDescription: string,
  blocks: CmsBlock[],
): CmsPage => ({
  slug,
  title,
  seo_title: title,
  seo_description: seoDescription,
  blocks,
});

/** An ISO instant `days` after `from`, at 23:59:59 Moscow time (promotions end at midnight). */
export function moscowEndOfDay(from: Date, days: number): string {
  const day = new Date(from.getTime() + days * 86_400_000 + 3 * 3_600_000);
  return `${day.toISOString().slice(0, 10)}T23:59:59+03:00`;
}
