import { z } from 'zod';

import { NAME_MAX_LENGTH } from '../../../shop/constants';
import { MSG } from '../../../shop/validation/messages';
import { EMAIL_RE, NAME_SURNAME_RE, parseBirthDate } from '../../../shop/validation/rules';

import { pageOf } from './common';
import { orderSchema } from './order';

/**
 * The core (profile) service of spec 7: every call but the OIDC ones and /jwt/token needs
 * `Authorization: Bearer <profileToken>` (401 otherwise).
 */

/** GET /core/jwt/token with `Authorization: Bearer <accessToken>` → the profile token. */
export const jwtTokenResponseSchema = z.object({ token: z.string(), expires_at: z.string() });

export const SEXES = ['male', 'female'] as const;

/** Profile in the profile service's names (spec 3); `birth_date` is dd.mm.yyyy. */
export const profileSchema = z.object({
  surname: z.string().nullable(),
  name: z.string().nullable(),
  patronymic: z.string().nullable(),
  birth_date: z.string().nullable(),
  email: z.string().nullable(),
  sex: z.enum(SEXES).nullable(),
  is_subscribed: z.boolean(),
  phone: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;
export const profileResponseSchema = z.object({ profile: profileSchema });

/** A required name-like field of spec 5 (registration form): trimmed, max 50, letters pattern. */
export const requiredNameSchema = z
  .string({ error: MSG.required })
  .trim()
  .min(1, { message: MSG.required, abort: true })
  .max(NAME_MAX_LENGTH, MSG.max(NAME_MAX_LENGTH))
  .regex(NAME_SURNAME_RE, MSG.nameSurname);

/** An optional name-like field: left out keeps it (undefined), blank or null clears it (null). */
export const optionalNameSchema = z
  .string()
  .trim()
  .max(NAME_MAX_LENGTH, MSG.max(NAME_MAX_LENGTH))
  .refine((value) => value === '' || NAME_SURNAME_RE.test(value), MSG.nameSurname)
  .nullish()
  .transform((value) => (value === undefined ? undefined : value || null));

/** dd.mm.yyyy (dot, dash or comma), a real date from 1900-01-01 to today; kept as typed (forms). */
export const birthDateInputSchema = z
  .string({ error: MSG.required })
  .trim()
  .min(1, { message: MSG.required, abort: true })
  .refine((value) => parseBirthDate(value) !== null, MSG.dateOfBirth);

/** The same rule, answered as ISO `YYYY-MM-DD` (the profile service's update body). */
export const birthDateSchema = birthDateInputSchema.transform((value) =>
  // checked by the refine above
  parseBirthDate(value)!.toISOString().slice(0, 10),
);

export const emailSchema = z
  .string({ error: MSG.required })
  .trim()
  .min(1, { message: MSG.required, abort: true })
  .max(254, MSG.max(254))
  .regex(EMAIL_RE, MSG.email)
  .transform((value) => value.toLowerCase());

/**
 * POST /core/update-profile body `{profile}` (spec 5 registration form). Fields left out stay as
 * they are; name, birth date and e-mail can be changed but not cleared. The phone is the sign-in
 * identity and is not changed here. A taken e-mail answers 422 «Пользователь с таким email уже
 * существует» (code `email_exists`).
 */
export const profileUpdateSchema = z.object(
  {
    surname: optionalNameSchema,
    name: requiredNameSchema.optional(),
    patronymic: optionalNameSchema,
    birth_date: birthDateSchema.optional(),
    email: emailSchema.optional(),
    sex: z.enum(SEXES).nullish(),
    is_subscribed: z.boolean().optional(),
  },
  { error: MSG.profileNotObject },
);
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;
export type ProfileUpdateInput = z.output<typeof profileUpdateSchema>;
export const profileUpdateBodySchema = z.object(
  { profile: profileUpdateSchema },
  { error: MSG.profileNotObject },
);

/** GET /core/is-fill-profile (spec 3 «Fill-check result»). */
export const fillCheckSchema = z.object({
  isFillBirthday: z.boolean(),
  isFillEmail: z.boolean(),
  isFillName: z.boolean(),
});
export type FillCheck = z.infer<typeof fillCheckSchema>;

/**
 * GET /core/bonus-state → `{state}`. `sum_bonuses`: the balance (unexpired operations);
 * `percent_bonuses`: the share of an order's total credited as bonuses; `percent_pay`: the share
 * of an order that bonuses may pay; `totalSum`: the sum of the customer's orders (sets the level).
 */
export const bonusStateSchema = z.object({
  level: z.string(),
  sum_bonuses: z.number(),
  percent_bonuses: z.number(),
  percent_pay: z.number(),
  totalSum: z.number(),
});
export type BonusState = z.infer<typeof bonusStateSchema>;
export const bonusStateResponseSchema = z.object({ state: bonusStateSchema });

/** GET /core/bonus-history → `{history}` newest first; `date_end` is when the amount expires. */
export const bonusOperationSchema = z.object({
  date: z.string(),
  date_end: z.string(),
  amount: z.number(),
  description: z.string(),
  orderNumber: z.string().nullable(),
});
export type BonusOperation = z.infer<typeof bonusOperationSchema>;
export const bonusHistoryResponseSchema = z.object({ history: z.array(bonusOperationSchema) });

/** GET /core/orders?page= : the customer's orders (placed with their phone), 10 per page. */
export const coreOrdersResponseSchema = pageOf(orderSchema);
export type CoreOrdersResponse = z.infer<typeof coreOrdersResponseSchema>;

/** GET /core/oidc-{gid,tid}-get-redirect-url[?redirect_uri=] → where to send the browser. */
export const oidcRedirectResponseSchema = z.object({ redirect_url: z.string() });

/** POST /core/oidc-{gid,tid}-get-user-info: the code and state the provider returned. */
export const oidcUserInfoBodySchema = z.object({
  code: z.string({ error: 'Не передан code' }).trim().min(1, 'Не передан code'),
  state: z.string({ error: 'Не передан state' }).trim().min(1, 'Не передан state'),
});
/** `token` goes to POST /main/auth/oidc (one use, 10 minutes). */
export const oidcUserInfoResponseSchema = z.object({
  token: z.string(),
  user: z.object({ sub: z.string(), name: z.string().nullable(), email: z.string().nullable() }),
});
export type OidcUserInfoResponse = z.infer<typeof oidcUserInfoResponseSchema>;
