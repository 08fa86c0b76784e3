import type { Product } from '@/lib/api/contracts/catalog';

import { ProductCard } from './product-card';
import styles from './product-grid.module.css';

/** The catalogue grid; the first row's images load first (they are the LCP candidates). */
export function ProductGrid({ products }: { products: Product[] }) {
  if (products.length === 0) {
    return (
      <p className={styles.empty}>
        В этом разделе пока нет товаров. Загляните в каталог — там много красивого.
      </p>
    );
  }
  return (
    <ul className={styles.grid}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} priority={index < 4} />
        </li>
      ))}
    </ul>
  );
}
