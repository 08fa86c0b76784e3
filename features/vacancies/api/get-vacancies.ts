import 'server-only';

import { cachedGetter } from '@/lib/platform/api/cache';
import { parseContract } from '@/lib/platform/api/client';
import { vacanciesResponseSchema, type Vacancy } from '@/lib/platform/api/contracts/vacancies';
import { serverClient } from '@/lib/platform/api/server';

import { VACANCIES_CACHE } from './vacancy-cache';

const PATH = '/vacancies/vacancy';

/** Open vacancies, of one department when given (GET /vacancies/vacancy?department=), cached. */
export const getVacancies = cachedGetter(
  'vacancies',
  'main',
  VACANCIES_CACHE,
  async (department: number | null): Promise<Vacancy[]> => {
    const response = await serverClient('main').get(PATH, {
      params: department === null ? {} : { department },
    });
    return parseContract(vacanciesResponseSchema, response.data, PATH).items;
  },
);
