import type { Product } from '@/lib/platform/api/contracts/catalog';

import styles from './product-details.module.css';

type ProductDetailsProps = Pick<Product, 'description' | 'attributes'>;

/** Description and characteristics (metal and assay, insert, style, …) of a product. */
export function ProductDetails({ description, attributes }: ProductDetailsProps) {
  return (
    <>
      {description && (
        <section aria-labelledby="product-description" className={styles.section}>
          <h2 id="product-description" className={styles.title}>
            Описание
          </h2>
          <p className={styles.text}>{description}</p>
        </section>
      )}
      {attributes.length > 0 && (
        <section aria-labelledby="product-attributes" className={styles.section}>
          <h2 id="product-attributes" className={styles.title}>
            Характеристики
          </h2>
          <dl className={styles.attributes}>
            {attributes.map((attribute) => (
              <div key={attribute.code} className={styles.attribute}>
                <dt>{attribute.name}</dt>
                <dd>{attribute.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </>
  );
}
