import { z } from 'zod';

import {
  birthDateInputSchema,
  emailSchema,
  requiredNameSchema,
  type Profile,
} from '@/lib/platform/api/contracts/core';

/**
 * The registration / fill-profile form (spec 5): name required (max 50, name pattern), birth
 * date dd.mm.yyyy between 1900-01-01 and today, e-mail required and valid. The date stays in
 * dd.mm.yyyy: the core service takes it in that form.
 */
export const fillProfileSchema = z.object({
  name: requiredNameSchema,
  birthDate: birthDateInputSchema,
  email: emailSchema,
});
export type FillProfileValues = z.input<typeof fillProfileSchema>;
export type FillProfileOutput = z.output<typeof fillProfileSchema>;

export function toFillProfileValues(profile: Profile | null): FillProfileValues {
  return {
    name: profile?.name ?? '',
    birthDate: profile?.birth_date ?? '',
    email: profile?.email ?? '',
  };
}
