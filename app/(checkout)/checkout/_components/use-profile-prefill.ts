'use client';

import { useQuery } from '@tanstack/react-query';

import { authProfileKeys, getProfile } from '@/features/auth/api/profile';
import type { CustomerInput } from '@/features/checkout/schemas';
import type { Profile } from '@/lib/platform/api/contracts/core';
import { PHONE_RE } from '@/lib/shop/validation/rules';
import { useSignedIn } from '@/stores/session-store';

/** '+7 (912) 345-67-89' from a masked phone or its 10 or 11 digits; '' when it is neither. */
function maskedPhone(phone: string | null): string {
  if (!phone) return '';
  if (PHONE_RE.test(phone)) return phone;
  const digits = phone.replace(/\D/g, '').replace(/^[78](?=\d{10}$)/, '');
  if (digits.length !== 10) return '';
  return `+7 (${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6, 8)}-${digits.slice(8)}`;
}

/** The checkout's «Получатель» from the signed-in customer's profile. */
export function profileToCustomer(profile: Profile): Partial<CustomerInput> {
  return {
    customerName: profile.name ?? '',
    customerSurname: profile.surname ?? '',
    customerPatronymic: profile.patronymic ?? '',
    customerPhone: maskedPhone(profile.phone),
    customerEmail: profile.email ?? '',
  };
}

/**
 * For a signed-in customer, GET /core/profile → the customer form's values; undefined for a
 * guest, while it loads, or when it failed (the form then stays blank and works as for a guest).
 * The page keys the form on the answer, so it fills once and never overwrites later typing.
 */
export function useProfilePrefill(): Partial<CustomerInput> | undefined {
  const { hydrated, signedIn } = useSignedIn();
  const profile = useQuery({
    queryKey: authProfileKeys.profile(),
    queryFn: () => getProfile({ silent: true }),
    enabled: hydrated && signedIn,
    retry: false,
  });
  return signedIn && profile.data ? profileToCustomer(profile.data) : undefined;
}
