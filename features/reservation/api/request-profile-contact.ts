import { browserClient } from '@/lib/platform/api/browser';
import { parseContract } from '@/lib/platform/api/client';
import { profileResponseSchema } from '@/lib/platform/api/contracts/core';

const PATH = '/profile';

/**
 * The signed-in customer's name and phone for the reservation form (GET /core/profile). Silent
 * and never throwing: without them the form is only not prefilled.
 */
export async function requestProfileContact(): Promise<{ name: string; phone: string } | null> {
  try {
    const response = await browserClient('core').get(PATH, { silent: true });
    const { profile } = parseContract(profileResponseSchema, response.data, PATH);
    return { name: profile.name ?? '', phone: profile.phone ?? '' };
  } catch {
    return null;
  }
}
