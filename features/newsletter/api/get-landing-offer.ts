import 'server-only';

import { cachedGetter } from '@/lib/platform/api/cache';
import { parseContract } from '@/lib/platform/api/client';
import { landingOfferSchema, type LandingOffer } from '@/lib/platform/api/contracts/newsletter';
import { serverClient } from '@/lib/platform/api/server';

const PATH = '/subscribes/landing';

/** GET /main/subscribes/landing: the offer next to the landing subscription form, cached. */
export const getLandingOffer = cachedGetter(
  'landing-subscription-offer',
  'main',
  { tags: ['subscriptions'], revalidate: 600 },
  async (): Promise<LandingOffer> => {
    const response = await serverClient('main').get(PATH);
    return parseContract(landingOfferSchema, response.data, PATH);
  },
);

/** The offer, or null when the service cannot answer: the form still works without it. */
export async function getLandingOfferOrNull(): Promise<LandingOffer | null> {
  try {
    return await getLandingOffer();
  } catch {
    return null;
  }
}
