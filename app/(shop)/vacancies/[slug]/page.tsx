import type { Metadata } from 'next';

import { notFoundMetadata } from '@/app/_components/not-found-page';
import { PageNotFound } from '@/app/_components/page-not-found';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import panel from '@/components/ui/panel.module.css';
import { getVacancy } from '@/features/vacancies/api/get-vacancy';
import { ApplyForm } from '@/features/vacancies/components/apply-form';
import { VacancyDetails } from '@/features/vacancies/components/vacancy-details';
import styles from '@/features/vacancies/components/vacancy-page.module.css';
import { jobPostingJsonLd, vacancyDescription } from '@/features/vacancies/seo';
import { VACANCIES_PATH, vacancyPath } from '@/features/vacancies/utils/vacancies-query';
import { siteUrl } from '@/lib/platform/env';
import { JsonLd, breadcrumbJsonLd } from '@/lib/shop/seo/json-ld';

type Props = { params: Promise<{ slug: string }> };

/** The vacancy, or null for an unknown slug (the page draws its 404). */
async function load(params: Props['params']) {
  const { slug } = await params;
  return getVacancy(slug);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const vacancy = await load(params);
  if (!vacancy) return notFoundMetadata;
  return {
    title: `${vacancy.title}, ${vacancy.city} — вакансия`,
    description: vacancyDescription(vacancy),
    alternates: { canonical: vacancyPath(vacancy.slug) },
  };
}

/**
 * A vacancy (/vacancies/{slug}/): its description rendered on the server, JobPosting and
 * BreadcrumbList for crawlers, and the application form as the page's only client island. An
 * unknown slug is a 404; a failing API reaches the shop's error card.
 */
export default async function VacancyPage({ params }: Props) {
  const vacancy = await load(params);
  if (!vacancy) return <PageNotFound />;
  const origin = siteUrl();
  const crumbs = [
    { label: 'Главная', href: '/' },
    { label: 'Вакансии', href: VACANCIES_PATH },
    { label: vacancy.title, href: vacancyPath(vacancy.slug) },
  ];
  return (
    <div className="page container">
      <JsonLd data={jobPostingJsonLd(vacancy, origin)} />
      <JsonLd data={breadcrumbJsonLd(crumbs, origin)} />
      <Breadcrumbs items={crumbs} />
      <h1 className="page-title">{vacancy.title}</h1>
      <div className={styles.layout}>
        <VacancyDetails vacancy={vacancy} />
        <section className={`${panel.panel} ${styles.aside}`} aria-labelledby="vacancy-apply">
          <h2 id="vacancy-apply" className={panel.title}>
            Откликнуться на вакансию
          </h2>
          <ApplyForm vacancyId={vacancy.id} vacancyTitle={vacancy.title} />
        </section>
      </div>
    </div>
  );
}
