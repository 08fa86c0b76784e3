import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';

import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { getCollectionProducts } from '@/features/catalog/api/get-collection-products';
import { ProductGrid } from '@/features/catalog/components/product-grid';
import { COLLECTION_PRODUCTS_PAGE_SIZE } from '@/lib/constants';
import { productCount } from '@/lib/format/plural';

type Props = { params: Promise<{ collectionSlug: string }> };

const load = cache(async (slug: string) => {
  const data = await getCollectionProducts(slug, { limit: COLLECTION_PRODUCTS_PAGE_SIZE });
  if (!data) notFound();
  return data;
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { collectionSlug } = await params;
  const { collection } = await load(collectionSlug);
  return {
    title: collection.seoTitle,
    description: collection.seoDescription,
    alternates: { canonical: `/collections/${collection.slug}/` },
  };
}

/** A collection loaded by its slug (spec 2.4), products sorted by price ascending. */
export default async function CollectionPage({ params }: Props) {
  const { collectionSlug } = await params;
  const { collection, items, total } = await load(collectionSlug);
  return (
    <div className="page container">
      <Breadcrumbs
        items={[
          { label: 'Главная', href: '/' },
          { label: 'Коллекции', href: '/collections/' },
          { label: collection.name },
        ]}
      />
      <h1 className="page-title">{collection.name}</h1>
      <p className="lead">
        {collection.description} {productCount(total)}.
      </p>
      <ProductGrid products={items} />
    </div>
  );
}
