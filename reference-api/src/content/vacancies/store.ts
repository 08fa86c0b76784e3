import type {
  Department,
  EmploymentType,
  Vacancy,
  VacancyDetails,
} from '../../../../lib/platform/api/contracts/vacancies';
import type { Db } from '../../db/open-db';

type VacancyRow = {
  id: number;
  slug: string;
  title: string;
  city: string;
  salary_from: number | null;
  salary_to: number | null;
  experience: string;
  department_id: number;
  department_title: string;
};

type DetailsRow = VacancyRow & {
  address: string | null;
  employment: EmploymentType;
  schedule: string;
  summary: string;
  duties: string;
  requirements: string;
  conditions: string;
  published_at: string;
};

const SELECT = `SELECT v.*, d.title AS department_title
  FROM vacancies v JOIN vacancy_departments d ON d.id = v.department_id
  WHERE v.is_active = 1`;

function toVacancy(row: VacancyRow): Vacancy {
  return {
    id: row.id,
    title: row.title,
    salary: { from: row.salary_from, to: row.salary_to },
    city: row.city,
    experience: row.experience,
    slug: row.slug,
    department: { id: row.department_id, title: row.department_title },
  };
}

const list = (json: string): string[] => JSON.parse(json) as string[];

/** Reads of the vacancies tables. */
export function vacancyStore(db: Db) {
  return {
    departments(): Department[] {
      return db
        .prepare<[], Department>('SELECT id, title FROM vacancy_departments ORDER BY sort, id')
        .all();
    },

    /** Active vacancies, newest first; of one department when given. */
    vacancies(department?: number): Vacancy[] {
      return db
        .prepare<[number | null, number | null], VacancyRow>(
          `${SELECT} AND (? IS NULL OR v.department_id = ?)
          ORDER BY v.published_at DESC, v.sort, v.id`,
        )
        .all(department ?? null, department ?? null)
        .map(toVacancy);
    },

    /** An active vacancy by numeric id or by slug. */
    vacancy(idOrSlug: string): VacancyDetails | null {
      const byId = /^\d+$/.test(idOrSlug);
      const row = db
        .prepare<[string | number], DetailsRow>(`${SELECT} AND ${byId ? 'v.id = ?' : 'v.slug = ?'}`)
        .get(byId ? Number(idOrSlug) : idOrSlug);
      if (!row) return null;
      return {
        ...toVacancy(row),
        summary: row.summary,
        employment: row.employment,
        schedule: row.schedule,
        address: row.address,
        duties: list(row.duties),
        requirements: list(row.requirements),
        conditions: list(row.conditions),
        publishedAt: row.published_at,
      };
    },
  };
}
