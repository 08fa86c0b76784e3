import 'server-only';

import { cache } from 'react';

import { cachedGetter } from '@/lib/platform/api/cache';
import { parseContract } from '@/lib/platform/api/client';
import { vacancyResponseSchema, type VacancyDetails } from '@/lib/platform/api/contracts/vacancies';
import { isApiError } from '@/lib/platform/api/errors';
import { serverClient } from '@/lib/platform/api/server';

import { VACANCIES_CACHE } from './vacancy-cache';

const fetchVacancy = cachedGetter(
  'vacancy',
  'main',
  VACANCIES_CACHE,
  async (slug: string): Promise<VacancyDetails | null> => {
    const path = `/vacancies/vacancy/${encodeURIComponent(slug)}`;
    try {
      const response = await serverClient('main').get(path);
      return parseContract(vacancyResponseSchema, response.data, path).item;
    } catch (error) {
      if (isApiError(error) && error.status === 404) return null; // unknown slug: the page 404s
      throw error;
    }
  },
);

/** A vacancy by slug (GET /vacancies/vacancy/{slug}), or null; deduplicated per request. */
export const getVacancy = cache(fetchVacancy);
