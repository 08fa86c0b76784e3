import 'server-only';

import { cache } from 'react';

import { cachedGetter } from '@/lib/platform/api/cache';
import { parseContract } from '@/lib/platform/api/client';
import { RULE_SLUG_PATTERN, ruleSchema, type Rule } from '@/lib/platform/api/contracts/rules';
import { isApiError } from '@/lib/platform/api/errors';
import { serverClient } from '@/lib/platform/api/server';

import { RULES_CACHE } from './rules-cache';

const fetchRule = cachedGetter(
  'rule',
  'main',
  RULES_CACHE,
  async (slug: string): Promise<Rule | null> => {
    const path = `/rule/${encodeURIComponent(slug)}`;
    try {
      const response = await serverClient('main').get(path);
      return parseContract(ruleSchema, response.data, path);
    } catch (error) {
      if (isApiError(error) && error.status === 404) return null; // unknown slug: the page 404s
      throw error;
    }
  },
);

/**
 * A rules document by slug (GET /rule/{slug}), or null when there is none; cached, once per
 * request (the page and its metadata share it). A slug that cannot exist is not sent at all.
 */
export const getRule = cache(async (slug: string): Promise<Rule | null> =>
  RULE_SLUG_PATTERN.test(slug) ? fetchRule(slug) : null,
);
