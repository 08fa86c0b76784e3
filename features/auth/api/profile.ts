import { browserClient } from '@/lib/platform/api/browser';
import { parseContract } from '@/lib/platform/api/client';
import {
  fillCheckSchema,
  profileResponseSchema,
  type FillCheck,
  type Profile,
  type ProfileUpdate,
} from '@/lib/platform/api/contracts/core';

/** Query keys of the signed-in customer's profile (core service). */
export const authProfileKeys = {
  all: ['auth-profile'] as const,
  profile: () => [...authProfileKeys.all, 'profile'] as const,
};

/** GET /core/profile (profile token). `silent`: the caller handles a failure itself. */
export async function getProfile({ silent = false }: { silent?: boolean } = {}): Promise<Profile> {
  const response = await browserClient('core').get('/profile', { silent });
  return parseContract(profileResponseSchema, response.data, '/profile').profile;
}

/**
 * GET /core/is-fill-profile. `silent` and parsed loosely: spec 7 asks that a malformed answer is
 * only logged, never shown (null then).
 */
export async function getFillCheck(): Promise<FillCheck | null> {
  const response = await browserClient('core').get('/is-fill-profile', { silent: true });
  const parsed = fillCheckSchema.safeParse(response.data);
  if (parsed.success) return parsed.data;
  console.error('[auth] /is-fill-profile answered an unexpected shape', parsed.error.issues);
  return null;
}

/** POST /core/update-profile `{profile}`; a taken e-mail answers 422 `email_exists`. */
export async function updateProfile(profile: ProfileUpdate): Promise<Profile> {
  const response = await browserClient('core').post(
    '/update-profile',
    { profile },
    { silent: true },
  );
  return parseContract(profileResponseSchema, response.data, '/update-profile').profile;
}
