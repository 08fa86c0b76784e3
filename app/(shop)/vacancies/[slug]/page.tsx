import { notFound } from 'next/navigation';

/** Vacancy pages (/vacancies/{slug}/) arrive with the content issue (#6); until then every slug is unknown. */
export default function VacancyPage() {
  notFound();
}
