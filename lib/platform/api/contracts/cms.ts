import { z } from 'zod';

import { productSchema } from './catalog';
import { pageOf } from './common';

/**
 * CMS pages of the main API (spec 7 "A CMS: GET /pages with a slug filter") and the gold bars list
 * (spec 7, page size 10 by spec 9). Landings and the old static pages are built from these blocks.
 */
const linkSchema = z.object({ label: z.string().min(1), href: z.string().min(1) });

/** A block of `type` under a heading it cannot do without (all but the text block), plus `shape`. */
const titledBlock = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) =>
  z.object({ type: z.literal(type), title: z.string().min(1), ...shape });

export const heroBlockSchema = titledBlock('hero', {
  subtitle: z.string().nullable(),
  image: z.string().nullable(),
  cta: linkSchema.nullable(),
});
export const textBlockSchema = z.object({
  type: z.literal('text'),
  title: z.string().nullable(),
  /** HTML from the CMS: the storefront sanitises it on the server before rendering. */
  html: z.string(),
});
export const productsBlockSchema = titledBlock('products', {
  /** Resolved by the storefront through POST /catalog/product/list { skuList }. */
  skus: z.array(z.string().min(1)).max(100),
});
export const collectionsBlockSchema = titledBlock('collections', {
  items: z.array(linkSchema.extend({ image: z.string().nullable() })),
});
export const countdownBlockSchema = titledBlock('countdown', {
  ends_at: z.iso.datetime({ offset: true }),
});
export const subscriptionBlockSchema = titledBlock('subscription', { text: z.string() });
export const galleryBlockSchema = titledBlock('gallery', {
  items: z.array(z.object({ image: z.string(), caption: z.string(), href: z.string().nullable() })),
});
export const goldBarsBlockSchema = titledBlock('gold_bars', { text: z.string() });
export const linksBlockSchema = titledBlock('links', {
  items: z.array(linkSchema.extend({ text: z.string() })),
});
export const contactsBlockSchema = titledBlock('contacts', {
  items: z.array(
    z.object({
      label: z.string().min(1),
      value: z.string().min(1),
      /** tel:, mailto: or a page/map link; null for plain text (requisites, hours). */
      href: z.string().nullable(),
    }),
  ),
});

export const cmsBlockSchema = z.discriminatedUnion('type', [
  heroBlockSchema,
  textBlockSchema,
  productsBlockSchema,
  collectionsBlockSchema,
  countdownBlockSchema,
  subscriptionBlockSchema,
  galleryBlockSchema,
  goldBarsBlockSchema,
  linksBlockSchema,
  contactsBlockSchema,
]);
export type CmsBlock = z.infer<typeof cmsBlockSchema>;
export type CmsBlockOf<T extends CmsBlock['type']> = Extract<CmsBlock, { type: T }>;

export const cmsPageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  seo_title: z.string(),
  seo_description: z.string(),
  blocks: z.array(cmsBlockSchema),
});
export type CmsPage = z.infer<typeof cmsPageSchema>;
/** GET /pages?filter[slug]=<slug>: the matching page, or no items for an unknown slug. */
export const cmsPagesResponseSchema = z.object({ items: z.array(cmsPageSchema) });

/** POST /product/list { skuList } on the catalogue: products in SKU order, unknown SKUs skipped. */
export const skuListRequestSchema = z.object({
  skuList: z.array(z.string().trim().min(1).max(64)).min(1).max(100),
});
export const skuListResponseSchema = z.object({ items: z.array(productSchema) });

export const GOLD_BARS_PER_PAGE = 10;
export const goldBarSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  weight_g: z.number(),
  purity: z.string(),
  price: z.number(),
  image: z.string(),
});
export type GoldBar = z.infer<typeof goldBarSchema>;
export const goldBarsResponseSchema = pageOf(goldBarSchema);
export type GoldBarsResponse = z.infer<typeof goldBarsResponseSchema>;
