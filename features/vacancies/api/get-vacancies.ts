import 'server-only';

import { cachedGetter } from '@/lib/api/cache';
import { parseContract } from '@/lib/api/client';
import { vacanciesResponseSchema, type Vacancy } from '@/lib/api/contracts/vacancies';
import { serverClient } from '@/lib/api/server';

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
