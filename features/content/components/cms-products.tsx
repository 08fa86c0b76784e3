import { RecommendationSlider } from '@/components/product/recommendation-slider';
import type { CmsBlockOf } from '@/lib/platform/api/contracts/cms';
import type { RecommendedProduct } from '@/lib/platform/api/contracts/main';

import { CmsSection } from './cms-section';
import styles from './cms.module.css';

type CmsProductsProps = {
  block: CmsBlockOf<'products'>;
  /** The block's products in its order; null when the catalogue could not be reached. */
  items: RecommendedProduct[] | null;
};

/** A row of product cards from the block's SKU list; each card opens its product page. */
export function CmsProducts({ block, items }: CmsProductsProps) {
  if (items === null) {
    return (
      <CmsSection title={block.title}>
        <p className={styles.notice} role="alert">
          Не удалось загрузить товары. Обновите страницу или загляните в{' '}
          <a href="/catalog/">каталог</a>.
        </p>
      </CmsSection>
    );
  }
  // Products that sold out of the catalogue drop out; an emptied block is not shown at all.
  if (items.length === 0) return null;
  return <RecommendationSlider title={block.title} items={items} type="cms" />;
}
