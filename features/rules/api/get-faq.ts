import 'server-only';

import { cachedGetter } from '@/lib/api/cache';
import { parseContract } from '@/lib/api/client';
import { faqResponseSchema, type FaqItem } from '@/lib/api/contracts/rules';
import { serverClient } from '@/lib/api/server';

import { RULES_CACHE } from './rules-cache';

const PATH = '/faq';

/** The questions and answers of /faq/ (GET /faq on the main API), cached. */
export const getFaq = cachedGetter('faq', 'main', RULES_CACHE, async (): Promise<FaqItem[]> => {
  const response = await serverClient('main').get(PATH);
  return parseContract(faqResponseSchema, response.data, PATH).items;
});
