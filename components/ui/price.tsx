import { discountPercent, formatRub } from '@/lib/shop/format/money';

import styles from './price.module.css';
import { VisuallyHidden } from './visually-hidden';

type PriceProps = {
  current: number;
  old?: number | null;
  size?: 'small' | 'medium' | 'large';
  className?: string;
};

/** Current price, the old price struck through and the «−N%» badge when there is a discount. */
export function Price({ current, old, size = 'medium', className }: PriceProps) {
  const percent = discountPercent(current, old);
  const showOld = typeof old === 'number' && old > current;
  const classes = [styles.price, styles[size], className].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      <span className={showOld ? `${styles.current} ${styles.sale}` : styles.current}>
        {showOld && <VisuallyHidden>Цена со скидкой: </VisuallyHidden>}
        {formatRub(current)}
      </span>
      {showOld && (
        <s className={styles.old}>
          <VisuallyHidden>Старая цена: </VisuallyHidden>
          {formatRub(old)}
        </s>
      )}
      {percent !== null && <span className={styles.badge}>−{percent}%</span>}
    </div>
  );
}
