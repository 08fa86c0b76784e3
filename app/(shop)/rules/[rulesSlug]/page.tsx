import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { RULES_PAGES } from '@/lib/site-pages';

type Props = { params: Promise<{ rulesSlug: string }> };

async function titleOf(params: Props['params']): Promise<string> {
  const { rulesSlug } = await params;
  const title = RULES_PAGES[rulesSlug];
  if (!title) notFound();
  return title;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { rulesSlug } = await params;
  return { title: await titleOf(params), alternates: { canonical: `/rules/${rulesSlug}/` } };
}

/** A rules document (spec 2.1 OLD_rules/{rulesSlug}); its text comes from the rules API (#6). */
export default async function RulesPage({ params }: Props) {
  const title = await titleOf(params);
  return (
    <div className="page container">
      <Breadcrumbs
        items={[
          { label: 'Главная', href: '/' },
          { label: 'Правила', href: '/rules/' },
          { label: title },
        ]}
      />
      <h1 className="page-title">{title}</h1>
    </div>
  );
}
