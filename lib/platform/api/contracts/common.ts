import { z } from 'zod';

import type { ApiErrorBody } from './conventions';

export * from './conventions';

/**
 * The error body of spec 3 as a schema: the reference API's tests check its answers with it, and
 * readErrorBody (conventions.ts, no zod: the HTTP client uses it) must read exactly this.
 */
export const apiErrorBodySchema = z.object({
  message: z.string(),
  statusCode: z.number().int().default(500),
  code: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
}) satisfies z.ZodType<ApiErrorBody>;
export const paginationSchema = z.object({
  last_page: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** A page of a list (spec 3): its `items` and where the page stands among the others. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), pagination: paginationSchema });

export const imageSchema = z.object({
  image_url_lg: z.string(),
  image_url_sm: z.string(),
});
