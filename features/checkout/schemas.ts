import { z } from 'zod';

import { MSG } from '@/lib/shop/validation/messages';
import { isEmail, NAME_SURNAME_RE, PHONE_RE } from '@/lib/shop/validation/rules';

export const CUSTOMER_NAME_MAX = 50;
export const CUSTOMER_COMMENT_MAX = 500;

const personName = z
  .string()
  .trim()
  .min(1, MSG.checkoutRequired)
  .max(CUSTOMER_NAME_MAX, MSG.max(CUSTOMER_NAME_MAX))
  .regex(NAME_SURNAME_RE, MSG.nameSurname);

/** Spec 5 Checkout (new flow): patronymic is not checked, e-mail is optional but valid if given. */
export const customerSchema = z.object({
  customerName: personName,
  customerSurname: personName,
  customerPatronymic: z.string().trim().optional(),
  customerPhone: z.string().regex(PHONE_RE, MSG.phone),
  customerEmail: z
    .string()
    .trim()
    .refine((value) => value === '' || isEmail(value), MSG.checkoutEmail)
    .optional(),
  comment: z.string().trim().max(CUSTOMER_COMMENT_MAX, MSG.max(CUSTOMER_COMMENT_MAX)).optional(),
});

export type CustomerInput = z.infer<typeof customerSchema>;

/** Legacy checkout: e-mail is required and valid, one message for both ('Введите корректный Email'). */
export const legacyCustomerSchema = customerSchema.extend({
  customerEmail: z.string().trim().refine(isEmail, MSG.checkoutEmail),
});
