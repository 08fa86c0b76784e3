import { z } from 'zod';

import {
  NEWSLETTER_MESSAGES,
  subscriptionEmailSchema,
} from '@/lib/platform/api/contracts/newsletter';

/**
 * The newsletter form (spec 5 «Newsletter»): the e-mail is required and valid with every space
 * removed (the rules of lib/shop/validation via the shared contract); the consent to personal-data
 * processing must be ticked. The spec's «Subscription flag default true» is the account's
 * is_subscribed; consent here is a legal opt-in, so the box starts unticked.
 */
export const newsletterFormSchema = z.object({
  email: subscriptionEmailSchema,
  consent: z.boolean().refine((value) => value, { error: NEWSLETTER_MESSAGES.consent }),
});
export type NewsletterFormInput = z.input<typeof newsletterFormSchema>;
export type NewsletterFormValues = z.output<typeof newsletterFormSchema>;

/** Which form subscribes: the footer's or a landing's (each posts to its own endpoint). */
export type NewsletterVariant = 'footer' | 'landing';
