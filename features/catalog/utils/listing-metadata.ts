import type { Metadata } from 'next';

import { isPlainListing, type CatalogDefaults, type CatalogQuery } from '@/lib/shop/catalog-query';

type ListingMetadataInput = {
  basePath: string;
  query: CatalogQuery;
  defaults: CatalogDefaults;
  title: string;
  description: string;
};

/**
 * Title, description, canonical and robots of a listing page. The plain listing is indexable and
 * its canonical keeps `?page=N` above 1 (spec 2.2); filtered, sorted, resized or searched states
 * point their canonical at the plain path and are noindex, follow (nextjs16-notes §8).
 */
export function listingMetadata({
  basePath,
  query,
  defaults,
  title,
  description,
}: ListingMetadataInput): Metadata {
  if (query.search) {
    return {
      title: `Поиск: ${query.search}`,
      description,
      alternates: { canonical: basePath },
      robots: { index: false, follow: true },
    };
  }
  if (!isPlainListing(query, defaults)) {
    return {
      title,
      description,
      alternates: { canonical: basePath },
      robots: { index: false, follow: true },
    };
  }
  const paged = query.page > 1;
  return {
    title: paged ? `${title} — страница ${query.page}` : title,
    description,
    alternates: { canonical: paged ? `${basePath}?page=${query.page}` : basePath },
  };
}
