'use client';

import { useEffect, useRef } from 'react';

import { AppLink } from '@/components/ui/app-link';
import { useUiStore } from '@/stores/ui-store';

import styles from './mega-menu.module.css';
import {
  categoryHref,
  COLLECTION_LINKS,
  findCategory,
  MEGA_SECTIONS,
  PRICE_LINKS,
  type MenuCategory,
  type MenuLink,
} from './menu-data';

/** A filter shortcut column (metal, insert, style, weave, stone colour): title and links. */
export type MenuFilterGroup = { title: string; links: MenuLink[] };

type MegaMenuProps = {
  id: string;
  categories: MenuCategory[];
  filterGroups?: MenuFilterGroup[];
  /** Selector of the button that toggles the menu: clicks on it are not "outside". */
  toggleSelector?: string;
};

type Column = { title: string; href?: string; links: MenuLink[] };

function buildColumns(categories: MenuCategory[], filterGroups: MenuFilterGroup[]): Column[] {
  const main: Column = {
    title: 'Главное',
    links: [
      { label: 'Все украшения', href: '/catalog/' },
      ...categories.map((item) => ({ label: item.name, href: categoryHref(item.slug) })),
    ],
  };
  const sections = MEGA_SECTIONS.map(({ label, slug, names }): Column => {
    const found = findCategory(categories, slug, names);
    const children = found?.children ?? [];
    return {
      title: label,
      href: categoryHref(found?.slug ?? slug),
      links: children.map((child) => ({
        label: child.name,
        href: categoryHref(found?.slug ?? slug, child.slug),
      })),
    };
  });
  return [
    main,
    ...sections,
    { title: 'Коллекции', links: COLLECTION_LINKS },
    { title: 'Цена', links: PRICE_LINKS },
    ...filterGroups,
  ];
}

/** The desktop catalogue panel (spec 2.4); closes on Escape, outside click and navigation. */
export function MegaMenu({
  id,
  categories,
  filterGroups = [],
  toggleSelector = '[data-mega-menu-toggle]',
}: MegaMenuProps) {
  const open = useUiStore((s) => s.megaMenuOpen);
  const setOpen = useUiStore((s) => s.setMegaMenuOpen);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      document.querySelector<HTMLElement>(toggleSelector)?.focus();
    };
    const onPointer = (event: PointerEvent | MouseEvent) => {
      const target = event.target as Element | null;
      if (!target || panelRef.current?.contains(target) || target.closest(toggleSelector)) return;
      setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onPointer);
    };
  }, [open, setOpen, toggleSelector]);

  const columns = buildColumns(categories, filterGroups);
  const close = () => setOpen(false);
  return (
    <div id={id} ref={panelRef} className={styles.panel} hidden={!open}>
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
