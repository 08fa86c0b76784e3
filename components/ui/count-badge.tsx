import styles from './count-badge.module.css';
import { VisuallyHidden } from './visually-hidden';

type CountBadgeProps = {
  count?: number | null;
  /** What a screen reader hears after the owner's label, e.g. «(3 товара)». */
  srText?: (count: number) => string;
  className?: string;
};

const defaultSrText = (count: number) => `(${count})`;

/**
 * A count bubble for header and bottom-bar icons. Renders nothing for 0 or no count (spec 2.4:
 * the favourites badge is hidden when empty). The bubble itself is hidden from assistive tech;
 * the count is read from the visually hidden text so the link's name stays «Корзина (3 товара)».
 */
export function CountBadge({ count, srText = defaultSrText, className }: CountBadgeProps) {
  if (!count || count <= 0) return null;
  return (
    <>
      <span
        className={className ? `${styles.badge} ${className}` : styles.badge}
        aria-hidden="true"
      >
        {count > 99 ? '99+' : count}
      </span>
      {/* A text node, not padding inside the hidden span: name computation trims each element. */}{' '}
      <VisuallyHidden>{srText(count)}</VisuallyHidden>
    </>
  );
}
