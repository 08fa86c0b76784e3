import Image from 'next/image';

import { Price } from '@/components/ui/price';
import type { Product } from '@/lib/api/contracts/catalog';
import { isInStock, isSizeless, productPrices, sellableOffers } from '@/lib/product-price';

import styles from './product-summary.module.css';

/** Name, images, price, sizes in stock, description and characteristics of a product. */
export function ProductSummary({ product }: { product: Product }) {
  const { current, old } = productPrices(product);
  const sizes = isSizeless(product) ? [] : sellableOffers(product);
  return (
    <article className={styles.layout}>
      <div className={styles.gallery}>
        {product.images.slice(0, 4).map((image, index) => (
          <Image
            key={image.image_url_lg}
            src={image.image_url_lg}
            alt={index === 0 ? product.name : `${product.name}, фото ${index + 1}`}
            width={800}
            height={800}
            sizes="(max-width: 991px) 100vw, 50vw"
            priority={index === 0}
            unoptimized
            className={styles.image}
          />
        ))}
      </div>
      <div className={styles.info}>
        <h1 className="page-title">{product.name}</h1>
        <p className={styles.codes}>
          Артикул: {product.vendorCode} · SKU: {product.sku}
        </p>
        {current !== null && <Price current={current} old={old} size="large" />}
        {!isInStock(product) && <p className={styles.out}>Нет в наличии</p>}
        {sizes.length > 0 && (
          <section aria-labelledby="sizes-title">
            <h2 id="sizes-title" className={styles.subtitle}>
              Размеры в наличии
            </h2>
            <ul className={styles.sizes}>
              {sizes.map((offer) => (
                <li key={offer.id}>{offer.size}</li>
              ))}
            </ul>
          </section>
        )}
        <h2 className={styles.subtitle}>Описание</h2>
        <p>{product.description}</p>
        <h2 className={styles.subtitle}>Характеристики</h2>
        <dl className={styles.attributes}>
          {product.attributes.map((attribute) => (
            <div key={attribute.code} className={styles.attribute}>
              <dt>{attribute.name}</dt>
              <dd>{attribute.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </article>
  );
}
