import { z } from 'zod';

import { recommendedProductSchema } from './main';

/** A product of the live feed: the recommendation card's shape plus when it went on air. */
export const liveProductSchema = recommendedProductSchema.extend({
  aired_at: z.string().nullable(),
});
export type LiveProduct = z.infer<typeof liveProductSchema>;

export const liveProductsResponseSchema = z.object({ items: z.array(liveProductSchema) });

/** The three product lists of /online/ (GET /main/live/product/{kind}). */
export const LIVE_PRODUCT_KINDS = ['on_live', 'recently', 'popular'] as const;
export type LiveProductKind = (typeof LIVE_PRODUCT_KINDS)[number];

export const liveShowSchema = z.object({
  title: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
});
export type LiveShow = z.infer<typeof liveShowSchema>;

/** GET /main/live/broadcast ("Video link returns url"; the rest of the shape is ours). */
export const liveBroadcastSchema = z.object({
  is_online: z.boolean(),
  title: z.string(),
  url: z.string(),
  poster: z.string(),
  next_broadcast_at: z.string().nullable(),
  schedule: z.array(liveShowSchema).optional(),
});
export type LiveBroadcast = z.infer<typeof liveBroadcastSchema>;

/** Admin writes of the reference API (tests and demos): put a product on air, switch the broadcast. */
export const liveOnAirBodySchema = z.object({ sku: z.string().trim().min(1) });
export const liveSwitchBodySchema = z.object({ is_online: z.boolean().nullable() });
