import { z } from 'zod';

import { productSchema } from './catalog';
import { paginationSchema } from './common';

/**
 * CMS pages of the main API (spec 7 "A CMS: GET /pages with a slug filter") and the gold bars list
 * (spec 7, page size 10 by spec 9). Landings and the old static pages are built from these blocks.
 */
const linkSchema = z.object({ label: z.string().min(1), href: z.string().min(1) });

export const heroBlockSchema = z.object({
  type: z.literal('hero'),
  title: z.string().min(1),
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
export const productsBlockSchema = z.object({
  type: z.literal('products'),
  title: z.string().min(1),
  /** Resolved by the storefront through POST /catalog/product/list { skuList }. */
  skus: z.array(z.string().min(1)).max(100),
});
export const collectionsBlockSchema = z.object({
  type: z.literal('collections'),
  title: z.string().min(1),
  items: z.array(linkSchema.extend({ image: z.string().nullable() })),
});
export const countdownBlockSchema = z.object({
  type: z.literal('countdown'),
  title: z.string().min(1),
  ends_at: z.iso.datetime({ offset: true }),
});
export const subscriptionBlockSchema = z.object({
  type: z.literal('subscription'),
  title: z.string().min(1),
  text: z.string(),
});
export const galleryBlockSchema = z.object({
  type: z.literal('gallery'),
  title: z.string().min(1),
  items: z.array(z.object({ image: z.string(), caption: z.string(), href: z.string().nullable() })),
});
export const goldBarsBlockSchema = z.object({
  type: z.literal('gold_bars'),
  title: z.string().min(1),
  text: z.string(),
});
export const linksBlockSchema = z.object({
  type: z.literal('links'),
  title: z.string().min(1),
  items: z.array(linkSchema.extend({ text: z.string() })),
});
export const contactsBlockSchema = z.object({
  type: z.literal('contacts'),
  title: z.string().min(1),
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
export const goldBarsResponseSchema = z.object({
  items: z.array(goldBarSchema),
  pagination: paginationSchema,
});
export type GoldBarsResponse = z.infer<typeof goldBarsResponseSchema>;
