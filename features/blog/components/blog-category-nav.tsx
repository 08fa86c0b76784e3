import { AppLink } from '@/components/ui/app-link';
import pills from '@/components/ui/pill-links.module.css';
import type { BlogCategory } from '@/lib/platform/api/contracts/blog';

import { blogListHref } from '../utils/blog-query';

import styles from './blog.module.css';

type BlogCategoryNavProps = {
  categories: BlogCategory[];
  /** Slug of the chosen category; null for all posts. */
  current: string | null;
};

/** Category links of the blog («Все статьи» first); the chosen one is marked aria-current. */
export function BlogCategoryNav({ categories, current }: BlogCategoryNavProps) {
  const links = [
    { slug: null, name: 'Все статьи' },
    ...categories.map((category) => ({ slug: category.slug, name: category.name })),
  ];
  return (
    <nav aria-label="Рубрики блога" className={styles.categories}>
      <ul className={pills.list}>
        {links.map((link) => {
          const active = link.slug === current;
          return (
            <li key={link.slug ?? 'all'}>
              <AppLink
                href={blogListHref({ category: link.slug, page: 1 })}
                aria-current={active ? 'page' : undefined}
                className={pills.pill}
              >
                {link.name}
              </AppLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
