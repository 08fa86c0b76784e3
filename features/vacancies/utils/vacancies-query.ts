export const VACANCIES_PATH = '/vacancies/';

/** `?department=` of the list page: a positive id, or null for every department. */
export function parseDepartment(value: string | string[] | undefined): number | null {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

export function vacanciesHref(department: number | null): string {
  return department === null ? VACANCIES_PATH : `${VACANCIES_PATH}?department=${department}`;
}

export function vacancyPath(slug: string): string {
  return `${VACANCIES_PATH}${encodeURIComponent(slug)}/`;
}
