import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { getProduct } from '@/features/product/api/get-product';
import { ProductSummary } from '@/features/product/components/product-summary';
import { formatRub } from '@/lib/format/money';
import { productPrices } from '@/lib/product-price';

type Props = { params: Promise<{ slug: string }> };

async function load(params: Props['params']) {
  const { slug } = await params;
  const product = await getProduct(slug);
  if (!product) notFound();
  return product;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const product = await load(params);
  const { current } = productPrices(product);
  const price = current !== null ? ` за ${formatRub(current)}` : '';
  return {
    title: `${product.name}${price}`,
    description: `${product.name}, артикул ${product.vendorCode}${price}. ${product.description.slice(0, 120)}`,
    alternates: { canonical: `/product/${product.slug}/` },
    openGraph: {
      title: product.name,
      images: [product.preview_image.image_url_lg],
      type: 'website',
    },
  };
}

/** Product page (spec 2.1 /product/{slug}/): the full page grows with the catalogue issue. */
export default async function ProductPage({ params }: Props) {
  const product = await load(params);
  const category = product.categories[0];
  return (
    <div className="page container">
      <Breadcrumbs
        items={[
          { label: 'Каталог', href: '/catalog/' },
          ...(category ? [{ label: category.name, href: `/catalog/${category.slug}/` }] : []),
          { label: product.name },
        ]}
      />
      <ProductSummary product={product} />
    </div>
  );
}
