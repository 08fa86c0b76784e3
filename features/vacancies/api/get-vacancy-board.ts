import 'server-only';

import type { Department, Vacancy } from '@/lib/platform/api/contracts/vacancies';

import { getDepartments } from './get-departments';
import { getVacancies } from './get-vacancies';

export type VacancyBoard = {
  departments: Department[];
  /** Open vacancies per department id (for the filter's counts). */
  counts: Map<number, number>;
  total: number;
  /** The vacancies of the chosen department (all without a choice). */
  vacancies: Vacancy[];
};

/**
 * Everything the list page shows: departments with counts (from the whole list) and the list of
 * the chosen department (GET /vacancies/vacancy?department=). Null when the main API cannot
 * answer: the page then says so instead of failing as a whole.
 */
export async function getVacancyBoard(department: number | null): Promise<VacancyBoard | null> {
  try {
    const [departments, all, chosen] = await Promise.all([
      getDepartments(),
      getVacancies(null),
      department === null ? null : getVacancies(department),
    ]);
    const counts = new Map<number, number>();
    for (const vacancy of all) {
      counts.set(vacancy.department.id, (counts.get(vacancy.department.id) ?? 0) + 1);
    }
    return { departments, counts, total: all.length, vacancies: chosen ?? all };
  } catch (error) {
    console.error('[vacancies] list unavailable', error);
    return null;
  }
}
