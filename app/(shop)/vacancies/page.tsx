import type { Metadata } from 'next';

import { StaticPage, staticMetadata } from '@/app/_components/static-page';
import { getDepartments } from '@/features/vacancies/api/get-departments';
import { getVacancyBoard, type VacancyBoard } from '@/features/vacancies/api/get-vacancy-board';
import { DepartmentFilter } from '@/features/vacancies/components/department-filter';
import { VacancyList } from '@/features/vacancies/components/vacancy-list';
import { parseDepartment } from '@/features/vacancies/utils/vacancies-query';
import { vacancyCount } from '@/features/vacancies/utils/vacancy-format';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const PATH = '/vacancies/';

/** A department's page has its own title; the canonical address stays the whole list. */
export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const base = staticMetadata(PATH);
  const department = parseDepartment((await searchParams).department);
  if (department === null) return base;
  const title = await getDepartments()
    .then((items) => items.find((item) => item.id === department)?.title)
    .catch(() => undefined);
  return title ? { ...base, title: `Вакансии: ${title}` } : base;
}

function countLine(board: VacancyBoard, department: number | null): string {
  const count = vacancyCount(board.vacancies.length);
  if (department === null) return `Открыто ${count}`;
  const title = board.departments.find((item) => item.id === department)?.title;
  return title ? `В отделе «${title}» открыто ${count}` : `Открыто ${count}`;
}

/**
 * Vacancies (spec 2.1 /vacancies/): the department filter with counts and the cards of the chosen
 * department. Reading searchParams keeps the page out of the build (no API needed then); when the
 * main API is down the heading stays and the list says it could not be loaded.
 */
export default async function VacanciesPage({ searchParams }: Props) {
  const department = parseDepartment((await searchParams).department);
  const board = await getVacancyBoard(department);
  return (
    <StaticPage path={PATH}>
      {board ? (
        <>
          <DepartmentFilter
            departments={board.departments}
            counts={board.counts}
            total={board.total}
            current={department}
          />
          <p className="lead">{countLine(board, department)}</p>
          <VacancyList vacancies={board.vacancies} />
        </>
      ) : (
        <p role="alert" className="lead">
          Не удалось загрузить вакансии. Обновите страницу или попробуйте позже.
        </p>
      )}
    </StaticPage>
  );
}
