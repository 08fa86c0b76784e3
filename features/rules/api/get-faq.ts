import 'server-only';

import { cachedGetter } from '@/lib/platform/api/cache';
import { parseContract } from '@/lib/platform/api/client';
import { faqResponseSchema, type FaqItem } from '@/lib/platform/api/contracts/rules';
import { serverClient } from '@/lib/platform/api/server';

import { RULES_CACHE } from './rules-cache';

const PATH = '/faq';

/** The questions and answers of /faq/ (GET /faq on the main API), cached. */
export const getFaq = cachedGetter('faq', 'main', RULES_CACHE, async (): Promise<FaqItem[]> => {
  const response = await serverClient('main').get(PATH);
  return parseContract(faqResponseSchema, response.data, PATH).items;
});
