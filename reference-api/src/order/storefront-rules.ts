import { z } from 'zod';

import { legacyPersonalDataSchema } from '../../../lib/platform/api/contracts/legacy-checkout';
import { MSG } from '../../../lib/shop/validation/messages';

/**
 * The storefront's checkout form rules (features/checkout/schemas.ts) that the order contracts are
 * looser about: the new order body allows any 100 characters of a name, and both order bodies a
 * 1,000-character comment, where the form allows the name pattern of spec 5 (at most 50) and 500.
 * The API never accepts what the form refuses, so both order routes check these too.
 */
export const CHECKOUT_COMMENT_MAX = 500;

const comment = z.string().trim().max(CHECKOUT_COMMENT_MAX, MSG.max(CHECKOUT_COMMENT_MAX));

/** A name as the older flow's contract checks it; a missing or blank one is the contract's to refuse. */
const personName = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  legacyPersonalDataSchema.shape.name.optional(),
);

/** POST /order/api/order: the name rule of the older flow's contract, the form's comment limit. */
export const orderStorefrontRules = z.object({
  customerName: personName,
  customerSurname: personName,
  comment: comment.nullish(),
});

/** POST /main/orders/order: the form's comment limit. */
export const legacyOrderStorefrontRules = z.object({ comment: comment.nullish() });
