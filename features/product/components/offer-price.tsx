import { Price } from '@/components/ui/price';

import styles from './offer-price.module.css';

type OfferPriceProps = {
  current: number | null;
  old: number | null;
  /** Sizes differ in price and none is chosen yet: the price reads «от …». */
  from?: boolean;
};

/** The product page price: site price, old price and discount badge, «от» before a size is chosen. */
export function OfferPrice({ current, old, from = false }: OfferPriceProps) {
  return (
    <div className={styles.price} aria-live="polite">
      {current !== null && (
        <>
          {from && <span className={styles.from}>от</span>}
          <Price current={current} old={old} size="large" />
        </>
      )}
    </div>
  );
}
