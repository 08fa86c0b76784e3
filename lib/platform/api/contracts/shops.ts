import { z } from 'zod';

/** «10:00»; «24:00» closes at midnight. */
const TIME = /^(?:(?:[01]\d|2[0-3]):[0-5]\d|24:00)$/;
const timeSchema = z.string().regex(TIME, 'Время в формате ЧЧ:ММ');

/** Days of work_times: ISO weekday, 1 Monday … 7 Sunday. */
export const SHOP_DAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** One day's hours of a shop (spec 3 Shop.work_times). */
export const shopWorkTimeSchema = z.object({
  day: z.number().int().min(1).max(7),
  start_time: timeSchema,
  end_time: timeSchema,
});
export type ShopWorkTime = z.infer<typeof shopWorkTimeSchema>;

/** Services a shop offers beside selling (ours; the spec's Shop has none). */
export const SHOP_SERVICES = ['pickup', 'repair', 'engraving', 'cleaning'] as const;
export const shopServiceSchema = z.enum(SHOP_SERVICES);
export type ShopService = z.infer<typeof shopServiceSchema>;

/**
 * Shop (GET /shop on the main API). Spec 3 fields (name, address, latitude, longitude, phone,
 * work_times, isWorkSaturday, isWorkSunday, is_active) plus ours: id, slug, metro station with its
 * line colour, the mall it is in, and its services. A day without a work_times entry is a day off;
 * so is Saturday / Sunday when its flag is false.
 */
export const shopSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  phone: z.string(),
  work_times: z.array(shopWorkTimeSchema),
  isWorkSaturday: z.boolean(),
  isWorkSunday: z.boolean(),
  is_active: z.boolean(),
  metro: z.object({ name: z.string(), color: z.string() }).nullable(),
  mall: z.string().nullable(),
  services: z.array(shopServiceSchema),
});
export type Shop = z.infer<typeof shopSchema>;

export const shopsResponseSchema = z.object({ items: z.array(shopSchema) });
export type ShopsResponse = z.infer<typeof shopsResponseSchema>;

/** Query of GET /shop: `service` keeps the shops offering it (e.g. `pickup`). */
export const shopsQuerySchema = z.object({
  service: shopServiceSchema.optional(),
});
