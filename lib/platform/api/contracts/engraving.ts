import { z } from 'zod';

import {
  ENGRAVING_ALLOWED,
  ENGRAVING_FONTS,
  ENGRAVING_MAX_LENGTH,
  ENGRAVING_MESSAGES,
} from '../../../shop/engraving';

/** The engraving asked for with a cart line (POST /api/cart/item): text and font. */
export const engravingBodySchema = z.object({
  text: z
    .string({ error: ENGRAVING_MESSAGES.empty })
    .trim()
    .min(1, ENGRAVING_MESSAGES.empty)
    .regex(ENGRAVING_ALLOWED, ENGRAVING_MESSAGES.badCharacter)
    .refine((text) => [...text].length <= ENGRAVING_MAX_LENGTH, ENGRAVING_MESSAGES.tooLong),
  font: z.enum(ENGRAVING_FONTS),
});
export type EngravingBody = z.infer<typeof engravingBodySchema>;

/**
 * The engraving of a cart or order line, with its price per piece as the cart service set it (0:
 * free, e.g. with a pair of wedding rings in the cart). The line's `cost` includes it.
 */
export const engravingLineSchema = engravingBodySchema.extend({ price: z.number().min(0) });
