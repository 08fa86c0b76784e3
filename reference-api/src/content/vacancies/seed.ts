import type { Db } from '../../db/open-db';

import { DEPARTMENTS, VACANCIES } from './seed-data';

/** Demo vacancies content; idempotent (does nothing when the content is already there). */
export function seedVacancies(db: Db): void {
  const existing = db.prepare<[], { n: number }>('SELECT count(*) AS n FROM vacancies').get();
  if ((existing?.n ?? 0) > 0) return;
  const department = db.prepare(
    'INSERT INTO vacancy_departments (id, title, sort) VALUES (?, ?, ?)',
  );
  const vacancy = db.prepare(
    `INSERT INTO vacancies (slug, title, department_id, city, address, salary_from, salary_to,
      experience, employment, schedule, summary, duties, requirements, conditions, published_at, sort)
    VALUES (@slug, @title, @department, @city, @address, @salaryFrom, @salaryTo, @experience,
      @employment, @schedule, @summary, @duties, @requirements, @conditions, @publishedAt, @sort)`,
  );
  db.transaction(() => {
    DEPARTMENTS.forEach((item, index) => department.run(item.id, item.title, index));
    VACANCIES.forEach((item, index) =>
      vacancy.run({
        slug: item.slug,
        title: item.title,
        department: item.department,
        city: item.city,
        address: item.address,
        salaryFrom: item.salary[0],
        salaryTo: item.salary[1],
        experience: item.experience,
        employment: item.employment,
        schedule: item.schedule,
        summary: item.summary,
        duties: JSON.stringify(item.duties),
        requirements: JSON.stringify(item.requirements),
        conditions: JSON.stringify(item.conditions),
        publishedAt: item.publishedAt,
        sort: index,
      }),
    );
  })();
}
