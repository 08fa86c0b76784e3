import { z } from 'zod';

import {
  LEGACY_PERSONAL_FIELDS,
  legacyOrderBodySchema,
  legacyPersonalDataSchema,
} from '../../../lib/platform/api/contracts/legacy-checkout';
import { orderCreateBodySchema, PERSONAL_FIELDS } from '../../../lib/platform/api/contracts/order';
import { MSG } from '../../../lib/shop/validation/messages';
import { validationError } from '../http/errors';
import { mergedIssues } from '../http/validate';

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

/**
 * A reader of an order body by its contract and the storefront's rules together: the contract's
 * output, or a 422 with the messages of both, coded `bad_personal_data` when a field about the
 * customer (`isPersonal`) is among them.
 */
function orderBodyReader<S extends z.ZodType>(
  contract: S,
  rules: z.ZodType,
  isPersonal: (field: string) => boolean,
): (raw: unknown) => z.output<S> {
  return (raw) => {
    const parsed = contract.safeParse(raw);
    const errors = mergedIssues(parsed, rules.safeParse(raw));
    if (parsed.success && !errors) return parsed.data;
    const fields = errors ?? {};
    const personal = Object.keys(fields).some(isPersonal);
    throw validationError(fields, personal ? 'bad_personal_data' : undefined);
  };
}

/** POST /order/api/order: the name rule of the older flow's contract, the form's comment limit. */
export const readOrderBody = orderBodyReader(
  orderCreateBodySchema,
  z.object({
    customerName: personName,
    customerSurname: personName,
    comment: comment.nullish(),
  }),
  (field) => (PERSONAL_FIELDS as readonly string[]).includes(field),
);

/** POST /main/orders/order: the form's comment limit. */
export const readLegacyOrderBody = orderBodyReader(
  legacyOrderBodySchema,
  z.object({ comment: comment.nullish() }),
  (field) => LEGACY_PERSONAL_FIELDS.some((name) => field === `personal_data.${name}`),
);
