import { z } from 'zod';

/**
 * The gift calendar (spec 1; GET /calendar on the main API). Shape not shown in the spec; ours.
 * The API decides which days are open by its own clock in Moscow time; a locked day carries no
 * offer, so nothing of it leaks before it opens.
 */
export const calendarOfferSchema = z.object({
  title: z.string(),
  text: z.string(),
  promo_code: z.string().optional(),
  href: z.string().optional(),
});

export const calendarDaySchema = z.object({
  /** The calendar date in Moscow, YYYY-MM-DD. */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** 00:00 Moscow time of `date`, ISO 8601 with its offset. */
  opens_at: z.string(),
  is_open: z.boolean(),
  offer: calendarOfferSchema.optional(),
});
export type CalendarDay = z.infer<typeof calendarDaySchema>;

export const calendarResponseSchema = z.object({
  title: z.string(),
  days: z.array(calendarDaySchema),
});
export type CalendarResponse = z.infer<typeof calendarResponseSchema>;
