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

/**
 * SEO record (GET, POST, PUT, DELETE /catalog/seo on the main API): the title, meta description,
 * optional H1 and text of one storefront path such as `/catalog/kolca/`. Shape not shown in the
 * spec; ours. Writes need `Authorization: Bearer <admin token>`.
 */
export const seoRecordSchema = z.object({
  id: z.number().int(),
  path: z.string(),
  title: z.string(),
  description: z.string(),
  h1: z.string().nullable(),
  text: z.string().nullable(),
  updatedAt: z.string(),
});
export type SeoRecord = z.infer<typeof seoRecordSchema>;
export const seoRecordResponseSchema = z.object({ item: seoRecordSchema });
export const seoRecordListResponseSchema = z.object({
  items: z.array(seoRecordSchema),
  total: z.number().int(),
});

export const SEO_PATH_MAX = 300;
export const SEO_TITLE_MAX = 120;
export const SEO_DESCRIPTION_MAX = 300;
export const SEO_H1_MAX = 120;
export const SEO_TEXT_MAX = 5000;

/** An optional text: blank or missing becomes null. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

/**
 * Body of POST /catalog/seo and PUT /catalog/seo/{id} (PUT replaces the whole record). The path is
 * a site path that starts and ends with `/`, without query, fragment, spaces or empty segments.
 */
export const seoRecordInputSchema = z.object({
  path: z
    .string()
    .trim()
    .min(1)
    .max(SEO_PATH_MAX)
    .refine((path) => path.startsWith('/') && path.endsWith('/'), {
      message: 'Путь должен начинаться и заканчиваться символом «/»',
    })
    .refine((path) => !/[\s?#]/.test(path) && !path.includes('//'), {
      message: 'Путь не может содержать пробелы, «?», «#» и «//»',
    }),
  title: z.string().trim().min(1).max(SEO_TITLE_MAX),
  description: z.string().trim().min(1).max(SEO_DESCRIPTION_MAX),
  h1: optionalText(SEO_H1_MAX),
  text: optionalText(SEO_TEXT_MAX),
});

/** Address suggestion (spec 3), GET /main/get_suggestions_by_query and /get_address_by_coords. */
export const addressSuggestionSchema = z.object({
  value: z.string(),
  unrestricted_value: z.string().optional(),
  data: z.object({
    geo_lat: z.string(),
    geo_lon: z.string(),
    street_with_type: z.string().nullable(),
    settlement: z.string().nullable(),
    city: z.string().nullable(),
    house: z.string().nullable(),
    house_type_full: z.string().nullable(),
    postal_code: z.string().nullable(),
    fias_id: z.string(),
  }),
});
export type AddressSuggestion = z.infer<typeof addressSuggestionSchema>;
export const addressSuggestionsResponseSchema = z.object({
  suggestions: z.array(addressSuggestionSchema),
});
export const suggestionsQuerySchema = z.object({ query: z.string().trim().max(200).default('') });
export const addressByCoordsQuerySchema = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
});
