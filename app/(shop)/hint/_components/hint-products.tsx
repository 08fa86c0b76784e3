import { TrackedList } from '@/components/analytics/tracked-list';
import { RecommendedCard, toRecommendedCard } from '@/components/product/recommended-card';
import { AppLink } from '@/components/ui/app-link';
import type { RecommendedProduct } from '@/lib/platform/api/contracts/main';
import { recommendedItem } from '@/lib/shop/analytics/items';
import { GIFT_HINT_LIST } from '@/lib/shop/analytics/lists';
import { productCount } from '@/lib/shop/format/plural';
import type { HintItem } from '@/lib/shop/gift-hint';

import styles from './hint-products.module.css';

type HintProductsProps = {
  items: HintItem[];
  /** What the catalogue still has of the items (unknown and removed SKUs are not in it). */
  products: RecommendedProduct[];
  /** Entries of the link that were not read (junk, repeats, past the limit). */
  rejected: number;
};

export const HINT_TEXTS = {
  lead: 'Вам намекнули, какой подарок порадует. Вот эти украшения:',
  size: 'Размер',
  gone: 'Больше нет в каталоге:',
  unreadable: 'Часть ссылки не удалось прочитать.',
  empty: 'Украшений из этого намёка больше нет в каталоге',
  emptyHint: 'Загляните в каталог — там много красивых украшений.',
  catalog: 'Перейти в каталог',
} as const;

/** The link preview's text: the first names, then how many more. */
export function hintDescription(products: RecommendedProduct[]): string {
  const names = products.slice(0, 3).map(({ name }) => name);
  const more = products.length - names.length;
  return more > 0 ? `${names.join(', ')} и ещё ${productCount(more)}` : names.join(', ');
}

/** The products of a gift hint in the link's order, each with its size; what is gone is told. */
export function HintProducts({ items, products, rejected }: HintProductsProps) {
  const bySku = new Map(products.map((product) => [product.sku, product]));
  const found = items.flatMap((item) => {
    const product = bySku.get(item.sku);
    return product ? [{ item, product }] : [];
  });
  const gone = items.length - found.length;
  if (found.length === 0) {
    return (
      <div className={styles.empty}>
        <p className={styles.emptyTitle}>{HINT_TEXTS.empty}</p>
        <p>{HINT_TEXTS.emptyHint}</p>
        <AppLink href="/catalog/" className={styles.catalogLink}>
          {HINT_TEXTS.catalog}
        </AppLink>
      </div>
    );
  }
  return (
    <>
      <p className={styles.lead}>{HINT_TEXTS.lead}</p>
      <TrackedList
        className={styles.grid}
        aria-label="Товары из намёка"
        listName={GIFT_HINT_LIST}
        items={found.map(({ product }) => recommendedItem(toRecommendedCard(product)))}
      >
        {found.map(({ item, product }) => (
          <li key={product.sku} className={styles.item}>
            <RecommendedCard
              product={toRecommendedCard(product)}
              href={`/product/${product.slug}/${item.size ? `?size=${item.size}` : ''}`}
            />
            {item.size && (
              <p className={styles.size}>
                {HINT_TEXTS.size}: {item.size}
              </p>
            )}
          </li>
        ))}
      </TrackedList>
      {(gone > 0 || rejected > 0) && (
        <p className={styles.notice} role="note">
          {gone > 0 && `${HINT_TEXTS.gone} ${productCount(gone)}. `}
          {rejected > 0 && HINT_TEXTS.unreadable}
        </p>
      )}
    </>
  );
}
