import 'server-only';

import { cachedGetter } from '@/lib/platform/api/cache';
import { parseContract } from '@/lib/platform/api/client';
import { ruleListResponseSchema, type RuleSummary } from '@/lib/platform/api/contracts/rules';
import { serverClient } from '@/lib/platform/api/server';

import { RULES_CACHE } from './rules-cache';

const PATH = '/rule';

/** Every rules document, without bodies (GET /rule on the main API), cached. */
export const getRules = cachedGetter(
  'rules',
  'main',
  RULES_CACHE,
  async (): Promise<RuleSummary[]> => {
    const response = await serverClient('main').get(PATH);
    return parseContract(ruleListResponseSchema, response.data, PATH).items;
  },
);
