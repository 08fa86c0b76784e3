import { z } from 'zod';

/** Recommended product (spec 3): the shape of every recommendation list (limit 8). */
export const recommendedProductSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  sku: z.string(),
  image: z.string(),
  price: z.object({ amount: z.number() }),
  prices: z.object({ current: z.number(), old: z.number().nullable() }),
  index: z.number().int(),
});
export type RecommendedProduct = z.infer<typeof recommendedProductSchema>;
export const recommendationsResponseSchema = z.object({ items: z.array(recommendedProductSchema) });
export type RecommendationsResponse = z.infer<typeof recommendationsResponseSchema>;

export const RECOMMENDATION_TYPES = [
  'popular',
  'personal',
  'similar',
  'popular-in-category',
] as const;
export type RecommendationType = (typeof RECOMMENDATION_TYPES)[number];

/** Banner (GET /get-actual on the main API). Shape not shown in the spec; ours. */
export const bannerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string().nullable(),
  image: z.string(),
  link: z.string(),
  placement: z.enum(['home', 'catalog', 'live']),
});
export type Banner = z.infer<typeof bannerSchema>;
export const bannersResponseSchema = z.object({ items: z.array(bannerSchema) });
