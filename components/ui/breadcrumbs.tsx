import { AppLink } from './app-link';
import styles from './breadcrumbs.module.css';

export type BreadcrumbItem = { label: string; href?: string };

type BreadcrumbsProps = { items: BreadcrumbItem[]; className?: string };

/** Breadcrumb trail; the last item is the current page and is never a link. */
export function Breadcrumbs({ items, className }: BreadcrumbsProps) {
  if (items.length === 0) return null;
  return (
    <nav
      aria-label="Хлебные крошки"
      className={className ? `${styles.nav} ${className}` : styles.nav}
    >
      <ol className={styles.list}>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${item.label}-${index}`} className={styles.item}>
              {last || !item.href ? (
                <span
                  aria-current={last ? 'page' : undefined}
                  className={last ? styles.current : undefined}
                >
                  {item.label}
                </span>
              ) : (
                <AppLink href={item.href} className={styles.link}>
                  {item.label}
                </AppLink>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
