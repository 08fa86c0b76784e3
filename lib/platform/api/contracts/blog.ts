import { z } from 'zod';

import { pageOf } from './common';

/** Blog category (spec 3): id, name, slug, is_active. Only active ones are listed. */
export const blogCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  is_active: z.boolean(),
});
export type BlogCategory = z.infer<typeof blogCategorySchema>;
export const blogCategoriesResponseSchema = z.object({ items: z.array(blogCategorySchema) });

const categoryRefSchema = blogCategorySchema.pick({ id: true, name: true, slug: true });

/** A post in a list (GET /blog/post): no body. `published_at` is an ISO 8601 instant. */
export const blogPostSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  /** Same-origin media path (`/media/...`). */
  image: z.string(),
  published_at: z.string(),
  reading_minutes: z.number().int(),
  category: categoryRefSchema,
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

export const blogPostListResponseSchema = pageOf(blogPostSummarySchema);
export type BlogPostListResponse = z.infer<typeof blogPostListResponseSchema>;

/**
 * One post (GET /blog/post/{slug}): the summary plus its HTML body (untrusted: the storefront
 * sanitises it before rendering) and the SEO title and description.
 */
export const blogPostSchema = blogPostSummarySchema.extend({
  body: z.string(),
  seo_title: z.string().nullable(),
  seo_description: z.string().nullable(),
  updated_at: z.string(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;
export const blogPostResponseSchema = z.object({ item: blogPostSchema });

export const BLOG_PER_PAGE_DEFAULT = 9;
export const BLOG_PER_PAGE_MAX = 50;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A whole number from 1 to `max` in the query; missing or blank means `fallback`. */
const positiveInt = (fallback: number, max: number) =>
  z.preprocess(
    (value) => (value === undefined || value === '' ? fallback : Number(value)),
    z
      .number({ message: `Укажите целое число от 1 до ${max}` })
      .int({ message: `Укажите целое число от 1 до ${max}` })
      .min(1, { message: `Укажите целое число от 1 до ${max}` })
      .max(max, { message: `Укажите целое число от 1 до ${max}` }),
  );

/** Query of GET /blog/post: `category` is a category slug; page from 1; per_page up to 50. */
export const blogPostListQuerySchema = z.object({
  category: z
    .string()
    .trim()
    .regex(SLUG, { message: 'Некорректный адрес рубрики' })
    .max(100)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  page: positiveInt(1, 10_000),
  per_page: positiveInt(BLOG_PER_PAGE_DEFAULT, BLOG_PER_PAGE_MAX),
});
export type BlogPostListQuery = z.infer<typeof blogPostListQuerySchema>;
