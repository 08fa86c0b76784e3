import type { Metadata } from 'next';

import { notFoundMetadata } from '@/app/_components/not-found-page';
import { PageNotFound } from '@/app/_components/page-not-found';
import { UnavailablePage } from '@/app/_components/unavailable-page';
import { GiftHintButton } from '@/components/product/gift-hint-button';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { getProduct } from '@/features/product/api/get-product';
import { ProductDetails } from '@/features/product/components/product-details';
import { ProductGallery } from '@/features/product/components/product-gallery';
import { ProductViewTracker } from '@/features/product/components/product-view-tracker';
import {
  productBreadcrumbs,
  productJsonLd,
  productMetaDescription,
  productPath,
} from '@/features/product/seo';
import { RecentlyViewed } from '@/features/recently-viewed/components/recently-viewed';
import { ProductRecommendations } from '@/features/recommendations/components/product-recommendations';
import { readProductStock } from '@/features/reservation/api/read-product-stock';
import { stockCounts } from '@/features/reservation/utils/shop-stock';
import { siteUrl } from '@/lib/platform/env';
import { readPageData, UNAVAILABLE_METADATA } from '@/lib/platform/page-cache/page-data';
import { productItem } from '@/lib/shop/analytics/items';
import { isEngravable } from '@/lib/shop/engraving';
import { formatRub } from '@/lib/shop/format/money';
import { productPrices, purchaseOptions } from '@/lib/shop/product-price';
import { isRingCategory } from '@/lib/shop/ring-size/ring-sizes';
import { JsonLd, breadcrumbJsonLd } from '@/lib/shop/seo/json-ld';

import { ProductPurchase } from './_components/product-purchase';
import styles from './product-page.module.css';

type Props = {
  params: Promise<{ slug: string }>;
  searchParams: Promise<{ size?: string | string[] }>;
};

/** The product; `missing` when there is none, `unavailable` when the service could not say. */
async function load(params: Props['params']) {
  const { slug } = await params;
  const read = await readPageData(() => getProduct(slug));
  if (!read.ok) return { slug, product: null, state: 'unavailable' as const };
  return { slug, product: read.data, state: read.data ? ('ok' as const) : ('missing' as const) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { product, state } = await load(params);
  if (!product) return state === 'missing' ? notFoundMetadata : UNAVAILABLE_METADATA;
  const { current } = productPrices(product);
  const price = current !== null ? ` за ${formatRub(current)}` : '';
  return {
    title: `${product.name}${price}`,
    description: productMetaDescription(product, price),
    alternates: { canonical: productPath(product) },
    openGraph: {
      title: product.name,
      images: [product.preview_image.image_url_lg],
      type: 'website',
    },
  };
}

/**
 * Product page (spec 2.1 /product/{slug}/). Catalogue data renders on the server from the cached
 * getter; only the gallery, the purchase panel, the gift hint, the view counter and the sliders
 * («Вы смотрели» among them, drawn from this device's list) are client islands. `?size=` preselects a size (URL state, house style); the canonical link omits it.
 */
export default async function ProductPage({ params, searchParams }: Props) {
  const { slug, product, state } = await load(params);
  if (state === 'missing') return <PageNotFound />;
  if (!product) return <UnavailablePage path={`/product/${encodeURIComponent(slug)}/`} />;
  // the shops holding it, for the JSON-LD and «Наличие в магазинах» (the stock dialog reads them
  // live): as fresh as the kept page, a minute at most; a failed or slow read (1 s) leaves the
  // online offer alone and the label bare
  const [{ size }, shops] = await Promise.all([searchParams, readProductStock(product.slug)]);
  const crumbs = productBreadcrumbs(product);
  const { sized, offers } = purchaseOptions(product);
  const origin = siteUrl();
  const analyticsItem = productItem(product);
  return (
    <div className="page container">
      <JsonLd data={productJsonLd(product, origin, { shops: shops ?? [] })} />
      <JsonLd data={breadcrumbJsonLd(crumbs, origin)} />
      <ProductViewTracker slug={product.slug} analyticsItem={analyticsItem} />
      <Breadcrumbs items={crumbs} />
      <article className={styles.layout}>
        <ProductGallery name={product.name} images={product.images} videos={product.videos} />
        <div className={styles.info}>
          <h1 className={`page-title ${styles.title}`}>{product.name}</h1>
          <p className={styles.codes}>
            <span>Артикул: {product.vendorCode}</span>
            <span>SKU: {product.sku}</span>
          </p>
          <ProductPurchase
            productId={product.id}
            slug={product.slug}
            stockCounts={shops && stockCounts(shops)}
            offers={offers}
            sized={sized}
            fallbackPrice={productPrices(product)}
            isFavorite={product.isFavorite}
            initialSize={typeof size === 'string' ? size : null}
            analyticsItem={analyticsItem}
            ring={isRingCategory(product.categories)}
            engravingImage={
              isEngravable(product.categories) ? product.preview_image.image_url_lg : undefined
            }
          />
          <GiftHintButton
            items={[{ sku: product.sku, size: null }]}
            sizes={sized ? offers.map((offer) => offer.size) : []}
          />
          <ProductDetails description={product.description} attributes={product.attributes} />
        </div>
      </article>
      <ProductRecommendations sku={product.sku} />
      <RecentlyViewed current={product.sku} />
    </div>
  );
}
