import type { Metadata } from 'next';

import { staticMetadata } from '@/app/_components/static-page';
import { UnavailablePage } from '@/app/_components/unavailable-page';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { getProductsBySku } from '@/features/content/api/get-products-by-sku';
import { readPageData, UNAVAILABLE_METADATA } from '@/lib/platform/page-cache/page-data';
import { hintHref, parseHintItems } from '@/lib/shop/gift-hint';
import { sitePage } from '@/lib/shop/site-pages';

import { HintProducts, hintDescription } from './_components/hint-products';

type Props = { searchParams: Promise<{ items?: string | string[] }> };

/** The hint's valid items and the products the catalogue still has, in the link's order. */
async function load(searchParams: Props['searchParams']) {
  const { items, rejected } = parseHintItems((await searchParams).items);
  if (items.length === 0) return { items, rejected, products: [], ok: true as const };
  const read = await readPageData(() => getProductsBySku(items.map(({ sku }) => sku)));
  return read.ok
    ? { items, rejected, products: read.data, ok: true as const }
    : { items, rejected, products: [], ok: false as const };
}

/**
 * What a messenger shows of the link: the first product's picture, the names. Never indexed (the
 * route table marks it `noindex`): a hint is one shopper's wish, not a page of the store.
 */
export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { items, products, ok } = await load(searchParams);
  if (!ok) return UNAVAILABLE_METADATA;
  const base = staticMetadata('/hint/');
  const url = hintHref(items);
  const description = products.length > 0 ? hintDescription(products) : base.description;
  return {
    ...base,
    description,
    alternates: { canonical: url },
    robots: { index: false, follow: false },
    openGraph: {
      type: 'website',
      title: sitePage('/hint/').title,
      description: description ?? undefined,
      url,
      images: products[0] ? [{ url: products[0].image, alt: products[0].name }] : undefined,
    },
  };
}

/**
 * A gift hint (`/hint/?items=SKU:size,SKU`, lib/shop/gift-hint.ts): the products someone would like,
 * each with the chosen size. Unknown or removed SKUs and junk in the link are told, not failed on.
 * Rendered for every request and never kept (docs/page-cache.md): each link is its own page.
 */
export default async function HintPage({ searchParams }: Props) {
  const { items, rejected, products, ok } = await load(searchParams);
  if (!ok) return <UnavailablePage path="/hint/" />;
  const { title } = sitePage('/hint/');
  return (
    <div className="page container">
      <Breadcrumbs items={[{ label: 'Главная', href: '/' }, { label: title }]} />
      <h1 className="page-title">{title}</h1>
      <HintProducts items={items} products={products} rejected={rejected} />
    </div>
  );
}
