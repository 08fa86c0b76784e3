import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { findCategoryTrail, getCategoryTree } from '@/features/catalog/api/get-category-tree';
import { getCategoryProducts } from '@/features/catalog/api/get-products';
import { ProductGrid } from '@/features/catalog/components/product-grid';
import { CATALOG_DEFAULT_PAGE_SIZE } from '@/lib/constants';
import { productCount } from '@/lib/format/plural';

type Props = {
  params: Promise<{ category?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

async function resolve(params: Props['params']) {
  const { category = [] } = await params;
  const tree = await getCategoryTree();
  const trail = category.length === 0 ? [] : findCategoryTrail(tree, category);
  if (trail === null) notFound();
  return { slugs: category, trail };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slugs, trail } = await resolve(params);
  const current = trail.at(-1);
  const path = `/catalog/${slugs.map((slug) => `${slug}/`).join('')}`;
  return {
    title: current?.seoTitle ?? 'Ювелирные украшения — каталог',
    description: current?.seoDescription ?? 'Каталог ювелирных украшений из золота и серебра.',
    alternates: { canonical: path },
  };
}

/** The catalogue (spec 2.4): breadcrumbs from «Каталог», the heading, the first page of products. */
export default async function CatalogPage({ params }: Props) {
  const { slugs, trail } = await resolve(params);
  const current = trail.at(-1);
  const list = await getCategoryProducts(current?.slug ?? null, {
    limit: CATALOG_DEFAULT_PAGE_SIZE,
  });
  const crumbs = [
    { label: 'Каталог', href: '/catalog/' },
    ...trail.map((category, index) => ({
      label: category.name,
      href: `/catalog/${slugs.slice(0, index + 1).join('/')}/`,
    })),
  ];
  crumbs[crumbs.length - 1] = { label: crumbs.at(-1)!.label, href: '' };
  return (
    <div className="page container">
      <Breadcrumbs items={crumbs.map(({ label, href }) => (href ? { label, href } : { label }))} />
      <h1 className="page-title">{current?.name ?? 'Ювелирные украшения'}</h1>
      <p className="lead">{productCount(list.products.total)}</p>
      <ProductGrid products={list.products.items} />
    </div>
  );
}
