import 'server-only';

import { cachedGetter } from '@/lib/platform/api/cache';
import { parseContract } from '@/lib/platform/api/client';
import { departmentsResponseSchema, type Department } from '@/lib/platform/api/contracts/vacancies';
import { serverClient } from '@/lib/platform/api/server';

import { VACANCIES_CACHE } from './vacancy-cache';

const PATH = '/vacancies/department';

/** Departments of the vacancy filter (GET /vacancies/department on the main API), cached. */
export const getDepartments = cachedGetter(
  'vacancy-departments',
  'main',
  VACANCIES_CACHE,
  async (): Promise<Department[]> => {
    const response = await serverClient('main').get(PATH);
    return parseContract(departmentsResponseSchema, response.data, PATH).items;
  },
);
