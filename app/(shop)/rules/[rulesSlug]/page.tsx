import type { Metadata } from 'next';

import { notFoundMetadata } from '@/app/_components/not-found-page';
import { PageNotFound } from '@/app/_components/page-not-found';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { getRule } from '@/features/rules/api/get-rule';
import { RuleDocument } from '@/features/rules/components/rule-document';
import { ruleHref } from '@/features/rules/utils/rule-href';
import { siteUrl } from '@/lib/platform/env';
import { htmlToText } from '@/lib/shop/format/html-to-text';
import { truncateText } from '@/lib/shop/format/text';
import { JsonLd, breadcrumbJsonLd } from '@/lib/shop/seo/json-ld';

type Props = { params: Promise<{ rulesSlug: string }> };

/** The document, or null for an unknown slug (the page draws its 404). */
async function ruleOf(params: Props['params']) {
  const { rulesSlug } = await params;
  return getRule(rulesSlug);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const rule = await ruleOf(params);
  if (!rule) return notFoundMetadata;
  return {
    title: rule.title,
    description: truncateText(htmlToText(rule.html), 160),
    // the offer and the policy also have their own routes, which are canonical
    alternates: { canonical: ruleHref(rule.slug) },
  };
}

/** A rules document (spec 2.1 OLD_rules/{rulesSlug}) from the rules API (GET /rule/{slug}). */
export default async function RulesPage({ params }: Props) {
  const rule = await ruleOf(params);
  if (!rule) return <PageNotFound />;
  const crumbs = [
    { label: 'Главная', href: '/' },
    { label: 'Правила', href: '/rules/' },
    { label: rule.title },
  ];
  return (
    <div className="page container">
      <JsonLd data={breadcrumbJsonLd(crumbs, siteUrl())} />
      <Breadcrumbs items={crumbs} />
      <h1 className="page-title">{rule.title}</h1>
      <RuleDocument rule={rule} />
    </div>
  );
}
