import { z } from 'zod';

import { reservationCreateBodySchema } from '@/lib/platform/api/contracts/reservations';
import { MSG } from '@/lib/shop/validation/messages';

/**
 * The reservation form: who comes for the piece, with the service's own rules for the name and
 * the phone (spec 5 messages), and the personal-data consent ticked.
 */
export const reservationFormSchema = z.object({
  name: reservationCreateBodySchema.shape.name,
  phone: reservationCreateBodySchema.shape.phone,
  consent: z.boolean().refine((value) => value, MSG.consent),
});
export type ReservationFormInput = z.input<typeof reservationFormSchema>;
export type ReservationFormOutput = z.output<typeof reservationFormSchema>;

export const EMPTY_RESERVATION_FORM: ReservationFormInput = { name: '', phone: '', consent: false };
