import { z } from 'zod';

import type { RefundBody } from '@/lib/platform/api/contracts/account';
import {
  birthDateInputSchema,
  type Profile,
  type ProfileUpdate,
} from '@/lib/platform/api/contracts/core';
import { NAME_MAX_LENGTH } from '@/lib/shop/constants';
import { MSG } from '@/lib/shop/validation/messages';
import {
  BANK_NAME_RE,
  EMAIL_RE,
  FIO_RE,
  NAME_SURNAME_RE,
  REFUND_ADDRESS_RE,
} from '@/lib/shop/validation/rules';

const nameField = (required: boolean) =>
  z
    .string()
    .trim()
    .refine((value) => !required || value.length > 0, { message: MSG.required, abort: true })
    .refine((value) => value.length <= NAME_MAX_LENGTH, MSG.max(NAME_MAX_LENGTH))
    .refine((value) => value === '' || NAME_SURNAME_RE.test(value), MSG.nameSurname);

/**
 * The profile form (spec 5 registration form): name required, max 50, name/surname pattern;
 * surname and patronymic the same rules but optional; birth date required, a real date from
 * 1900-01-01 to today; e-mail required and valid.
 */
export const profileFormSchema = z.object({
  surname: nameField(false),
  name: nameField(true),
  patronymic: nameField(false),
  birthDate: birthDateInputSchema,
  sex: z.enum(['', 'male', 'female']),
  email: z
    .string()
    .trim()
    .min(1, { message: MSG.required, abort: true })
    .max(254, MSG.max(254))
    .regex(EMAIL_RE, MSG.email),
});
export type ProfileFormValues = z.infer<typeof profileFormSchema>;

export function toProfileFormValues(profile: Profile): ProfileFormValues {
  return {
    surname: profile.surname ?? '',
    name: profile.name ?? '',
    patronymic: profile.patronymic ?? '',
    birthDate: profile.birth_date ?? '',
    sex: profile.sex ?? '',
    email: profile.email ?? '',
  };
}

/** The form's values in the profile service's names; blank optional fields clear them. */
export function toProfileUpdate(values: ProfileFormValues): ProfileUpdate {
  return {
    surname: values.surname || null,
    name: values.name,
    patronymic: values.patronymic || null,
    birth_date: values.birthDate,
    sex: values.sex || null,
    email: values.email,
  };
}

/** Server field names (422 `errors`) → the profile form's names. */
export const PROFILE_SERVER_FIELDS: Record<string, keyof ProfileFormValues> = {
  surname: 'surname',
  name: 'name',
  patronymic: 'patronymic',
  birth_date: 'birthDate',
  sex: 'sex',
  email: 'email',
};

export const PASSWORDS_DIFFER = 'Пароли не совпадают';

/** «Сменить пароль»: at least 8 characters (the main API's rule), typed twice. */
export const passwordFormSchema = z
  .object({
    password: z
      .string()
      .min(1, { message: MSG.required, abort: true })
      .min(8, MSG.min(8))
      .max(100, MSG.max(100)),
    passwordRepeat: z.string().min(1, MSG.required),
  })
  .refine((values) => values.password === values.passwordRepeat, {
    message: PASSWORDS_DIFFER,
    path: ['passwordRepeat'],
  });
export type PasswordFormValues = z.infer<typeof passwordFormSchema>;

const digits = (length: number) =>
  z
    .string()
    .trim()
    .min(1, { message: MSG.required, abort: true })
    .regex(/^\d+$/, { message: MSG.numeric, abort: true })
    .length(length, MSG.exactLength(length));

export const REASON_REQUIRED = 'Выберите причину возврата';

/**
 * The refund request form (spec 5 refund rules): fio Russian letters, 2+ words; bank name «Не
 * корректный ввод»; BIK 9 digits; account 20 digits; refund address; a reason from the list.
 */
export const refundFormSchema = z.object({
  reasonId: z.string().min(1, REASON_REQUIRED),
  fio: z.string().trim().min(1, { message: MSG.required, abort: true }).regex(FIO_RE, MSG.fio),
  bankName: z
    .string()
    .trim()
    .min(1, { message: MSG.required, abort: true })
    .regex(BANK_NAME_RE, MSG.bankName),
  bik: digits(9),
  account: digits(20),
  address: z
    .string()
    .min(1, { message: MSG.required, abort: true })
    .max(300, MSG.max(300))
    .regex(REFUND_ADDRESS_RE, MSG.refundAddress),
  comment: z.string().trim().max(1000, MSG.max(1000)),
});
export type RefundFormValues = z.infer<typeof refundFormSchema>;

export function toRefundBody(orderId: string, values: RefundFormValues): RefundBody {
  return {
    order_id: orderId,
    reason_id: Number(values.reasonId),
    fio: values.fio,
    bank_name: values.bankName,
    bik: values.bik,
    account: values.account,
    address: values.address,
    comment: values.comment || null,
  };
}

/** Server field names (422 `errors`) → the refund form's names. */
export const REFUND_SERVER_FIELDS: Record<string, keyof RefundFormValues> = {
  reason_id: 'reasonId',
  fio: 'fio',
  bank_name: 'bankName',
  bik: 'bik',
  account: 'account',
  address: 'address',
  comment: 'comment',
};
