import type { Metadata } from 'next';
import type { ReactNode } from 'react';

import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { sitePage } from '@/lib/shop/site-pages';

type StaticPageProps = {
  path: string;
  children?: ReactNode;
  trail?: { label: string; href: string }[];
};

/** A page of the route table: breadcrumbs, heading and its description from lib/shop/site-pages.ts. */
export function StaticPage({ path, children, trail = [] }: StaticPageProps) {
  const entry = sitePage(path);
  return (
    <div className="page container">
      <Breadcrumbs items={[{ label: 'Главная', href: '/' }, ...trail, { label: entry.title }]} />
      <h1 className="page-title">{entry.title}</h1>
      <p className="lead">{entry.description}</p>
      {children}
    </div>
  );
}

/** Title, description, canonical link and robots of a route table page. */
export function staticMetadata(path: string): Metadata {
  const entry = sitePage(path);
  return {
    title:
      path === '/'
        ? { absolute: 'Ювелирный магазин — украшения из золота и серебра' }
        : entry.title,
    description: entry.description,
    alternates: { canonical: path },
    robots: entry.noindex ? { index: false, follow: true } : undefined,
  };
}
