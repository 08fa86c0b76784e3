import { z } from 'zod';

import { imageSchema, paginationSchema } from './common';

/** Category (spec 3). The tree is GET /category/tree on the catalogue service. */
export type Category = {
  id: number;
  name: string;
  slug: string;
  icon: string | null;
  previewImage: string | null;
  seoTitle: string;
  seoDescription: string;
  children: Category[];
};
export const categorySchema: z.ZodType<Category> = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  icon: z.string().nullable(),
  previewImage: z.string().nullable(),
  seoTitle: z.string(),
  seoDescription: z.string(),
  get children() {
    return z.array(categorySchema);
  },
});
export const categoryTreeResponseSchema = z.object({ items: z.array(categorySchema) });

export const PRICE_TYPES = ['site', 'old'] as const;
export const priceSchema = z.object({
  type: z.enum(PRICE_TYPES),
  price: z.number(),
  currency: z.literal('RUB'),
});

/** Product offer (spec 3): one size of a product with its stock and prices. */
export const productOfferSchema = z.object({
  id: z.string(),
  size: z.string().nullable(),
  count: z.number().int(),
  tradeOffer: z.object({
    id: z.string(),
    quantityRetail: z.number().int(),
    prices: z.array(priceSchema),
  }),
});
export type ProductOffer = z.infer<typeof productOfferSchema>;

/** A product characteristic (metal and assay, insert, style, weave, stone colour, …). */
export const productAttributeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  valueId: z.number().int(),
  value: z.string(),
});
export type ProductAttribute = z.infer<typeof productAttributeSchema>;

export const productCategoryRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
});

/** Product (spec 3). `discount_price` is the site price, `lowest_price` the old price when discounted. */
export const productSchema = z.object({
  id: z.string(),
  name: z.string(),
  sku: z.string(),
  slug: z.string(),
  description: z.string(),
  vendorCode: z.string(),
  preview_image: z.object({ image_url_lg: z.string() }),
  images: z.array(imageSchema),
  videos: z.array(z.object({ url: z.string(), poster: z.string().nullable() })),
  categories: z.array(productCategoryRefSchema),
  attributes: z.array(productAttributeSchema),
  discount_price: z.number().nullable(),
  lowest_price: z.number().nullable(),
  isFavorite: z.boolean(),
  productOffers: z.array(productOfferSchema),
});
export type Product = z.infer<typeof productSchema>;
export const productResponseSchema = z.object({ product: productSchema });

export const SORT_FIELDS = ['popular', 'new', 'price', 'discount'] as const;
export const sortSchema = z.array(
  z.object({ field: z.enum(SORT_FIELDS), direction: z.enum(['asc', 'desc']) }),
);
export type SortSpec = z.infer<typeof sortSchema>;

/**
 * Product list request (POST /product/list/by-category/{slug|root}, /product/list/collection/{slug},
 * /product/list/new). `filter`: attribute values, price, sizes, search text and a shop: only what
 * that shop can still hand over (its stock less active reservations); with sizes, those sizes there.
 */
export const productListRequestSchema = z.object({
  filter: z
    .object({
      search: z.string().max(200).optional(),
      list: z.record(z.string(), z.array(z.number().int())).optional(),
      price: z.tuple([z.number().nullable(), z.number().nullable()]).optional(),
      size: z.array(z.string()).optional(),
      shop: z.number().int().positive().optional(),
    })
    .default({}),
  sort: sortSchema.default([{ field: 'popular', direction: 'desc' }]),
  skip: z.number().int().min(0).default(0),
  limit: z.number().int().min(1).max(100).default(32),
});
export type ProductListRequest = z.input<typeof productListRequestSchema>;

export const facetValueSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  count: z.number().int(),
});
export const featureFacetSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  values: z.array(facetValueSchema),
});
export const productListResponseSchema = z.object({
  products: z.object({ items: z.array(productSchema), total: z.number().int() }),
  filters: z.object({
    size: z.array(z.object({ value: z.string(), count: z.number().int() })),
    feature: z.array(featureFacetSchema),
  }),
  pagination: paginationSchema,
});
export type ProductListResponse = z.infer<typeof productListResponseSchema>;

/** Collection (spec 3). POST /collection/list answers {list, total, favorites}. */
export const collectionSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  seoTitle: z.string(),
  seoDescription: z.string(),
  total: z.number().int(),
});
export type Collection = z.infer<typeof collectionSchema>;
export const collectionListRequestSchema = z.object({
  skip: z.number().int().min(0).default(0),
  limit: z.number().int().min(1).max(100).default(8),
  searchQuery: z.string().max(200).optional(),
});
export const collectionListResponseSchema = z.object({
  list: z.array(collectionSchema),
  total: z.number().int(),
  favorites: z.array(z.string()),
});
export const collectionProductsResponseSchema = z.object({
  slug: z.string(),
  collection: collectionSchema,
  items: z.array(productSchema),
  total: z.number().int(),
  /** The same facets as a catalogue list (optional: older services send none). */
  filters: productListResponseSchema.shape.filters.optional(),
});

/**
 * Sitemap data (GET /sitemap on the catalogue service): every category by its full slug path
 * (`sale/akciia-skidki-do-80`), every product (in and out of stock) and every collection, each with
 * an ISO `updatedAt`.
 */
export const sitemapResponseSchema = z.object({
  categories: z.array(z.object({ path: z.string(), updatedAt: z.string() })),
  products: z.array(z.object({ slug: z.string(), updatedAt: z.string() })),
  collections: z.array(z.object({ slug: z.string(), updatedAt: z.string() })),
});
export type SitemapResponse = z.infer<typeof sitemapResponseSchema>;
