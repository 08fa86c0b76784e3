'use client';

import { AppLink } from '@/components/ui/app-link';
import { useUiStore } from '@/stores/ui-store';

import styles from './mega-menu.module.css';
import {
  categoryHref,
  COLLECTION_LINKS,
  menuSections,
  PRICE_LINKS,
  type MenuCategory,
  type MenuFilterGroup,
  type MenuLink,
  type MenuSection,
} from './menu-data';

export type MegaMenuProps = {
  id: string;
  categories: MenuCategory[];
  /** The category sections with their links (the server adds facet links; menuSections). */
  sections?: MenuSection[];
  filterGroups?: MenuFilterGroup[];
};

type Column = { title: string; href?: string; links: MenuLink[] };

function buildColumns(
  categories: MenuCategory[],
  sections: MenuSection[],
  filterGroups: MenuFilterGroup[],
): Column[] {
  const main: Column = {
    title: 'Главное',
    links: [
      { label: 'Все украшения', href: '/catalog/' },
      ...categories.map((item) => ({ label: item.name, href: categoryHref(item.slug) })),
    ],
  };
  return [
    main,
    ...sections,
    { title: 'Коллекции', links: COLLECTION_LINKS },
    { title: 'Цена', links: PRICE_LINKS },
    ...filterGroups,
  ];
}

/**
 * The desktop catalogue panel's content (spec 2.4); a link closes it. Loaded on first open with
 * its links (lazy-mega-menu.tsx, which also handles Escape and outside click).
 */
export function MegaMenu({
  id,
  categories,
  sections = menuSections(categories),
  filterGroups = [],
}: MegaMenuProps) {
  const open = useUiStore((s) => s.megaMenuOpen);
  const setOpen = useUiStore((s) => s.setMegaMenuOpen);

  const columns = buildColumns(categories, sections, filterGroups);
  const close = () => setOpen(false);
  return (
    <div id={id} className={styles.panel} hidden={!open}>
      <nav aria-label="Каталог украшений" className={styles.inner}>
        {columns.map((column) => (
          <section
            key={column.title}
            className={
              column.title === 'Главное' ? `${styles.column} ${styles.main}` : styles.column
            }
          >
            <h2 className={styles.title}>
              {column.href ? (
                <AppLink href={column.href} className={styles.titleLink} onClick={close}>
                  {column.title}
                </AppLink>
              ) : (
                column.title
              )}
            </h2>
            <ul className={styles.list}>
              {column.links.map((link) => (
                <li key={link.href}>
                  <AppLink href={link.href} className={styles.link} onClick={close}>
                    {link.label}
                  </AppLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
    </div>
  );
}
