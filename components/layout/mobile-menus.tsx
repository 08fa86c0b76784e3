'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

import { AppLink } from '@/components/ui/app-link';
import { ChevronIcon, CloseIcon, PhoneIcon } from '@/components/ui/icons';
import { useFocusReturn } from '@/components/ui/use-focus-trap';
import { useSettings } from '@/lib/platform/settings-context';
import { useUiStore } from '@/stores/ui-store';

import {
  BURGER_LINKS,
  mobileCatalogLinks,
  telHref,
  type MenuLink,
  type MenuSection,
} from './menu-data';
import { MENU_WITHOUT_CATALOGUE, useMenuData } from './menu-source';
import styles from './mobile-menus.module.css';

type PanelProps = { label: string; onClose: () => void; children: ReactNode };

/** One mobile menu: a labelled region over the page with its own «Закрыть» button. */
function Panel({ label, onClose, children }: PanelProps) {
  const ref = useRef<HTMLElement>(null);
  useFocusReturn(ref, true);
  return (
    <section ref={ref} aria-label={label} className={styles.panel} tabIndex={-1}>
      <div className={styles.head}>
        <h2 className={styles.title}>{label}</h2>
        <button type="button" className={styles.close} aria-label="Закрыть" onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      {children}
    </section>
  );
}

type LinkListProps = { links: MenuLink[]; onNavigate: () => void };

function LinkList({ links, onNavigate }: LinkListProps) {
  return (
    <ul className={styles.list}>
      {links.map((link) => (
        <li key={link.href}>
          <AppLink href={link.href} className={styles.link} onClick={onNavigate}>
            {link.label}
            <ChevronIcon size="1.1em" />
          </AppLink>
        </li>
      ))}
    </ul>
  );
}

type CatalogListProps = LinkListProps & { sections: MenuSection[] };

/**
 * The catalogue menu's 13 categories (spec 2.4). A category that is a mega-menu section (rings,
 * earrings, pendants, chains, gemstones) opens, by the button beside it, the same links as on a
 * desktop: its subcategories or, for chains and gemstones, weaves and stones, then «Все …».
 */
function CatalogList({ links, sections, onNavigate }: CatalogListProps) {
  const [expanded, setExpanded] = useState<string | null>(null);
  const id = useId();
  return (
    <ul className={styles.list}>
      {links.map((link, index) => {
        const section = sections.find((item) => item.href === link.href);
        const open = expanded === link.href;
        const listId = `${id}-${index}`;
        return (
          <li key={link.href}>
            <div className={styles.row}>
              <AppLink href={link.href} className={styles.link} onClick={onNavigate}>
                {link.label}
                {!section && <ChevronIcon size="1.1em" />}
              </AppLink>
              {section && (
                <button
                  type="button"
                  className={styles.expand}
                  aria-expanded={open}
                  aria-controls={listId}
                  aria-label={`Разделы: ${link.label}`}
                  onClick={() => setExpanded(open ? null : link.href)}
                >
                  <ChevronIcon size="1.1em" direction={open ? 'up' : 'down'} />
                </button>
              )}
            </div>
            {section && (
              <ul id={listId} className={styles.sublist} hidden={!open}>
                {section.links.map((sub) => (
                  <li key={sub.href}>
                    <AppLink href={sub.href} className={styles.sublink} onClick={onNavigate}>
                      {sub.label}
                    </AppLink>
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The burger and catalogue menus of spec 2.4; the store keeps at most one of them open. The
 * catalogue's links are loaded when it opens (menu-source.ts).
 */
export function MobileMenus() {
  const menu = useUiStore((s) => s.mobileMenu);
  const { categories, sections } = useMenuData(menu === 'catalog') ?? MENU_WITHOUT_CATALOGUE;
  const close = useUiStore((s) => s.closeMobileMenu);
  const { goldBarsUrl, supportPhone } = useSettings();
  const pathname = usePathname();
  const lastPath = useRef(pathname);

  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    close();
  }, [pathname, close]);

  useEffect(() => {
    if (!menu) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menu, close]);

  if (menu === 'burger') {
    return (
      <Panel key="burger" label="Меню" onClose={close}>
        <LinkList links={BURGER_LINKS} onNavigate={close} />
        <ul className={styles.list}>
          <li>
            <a href={goldBarsUrl} target="_blank" rel="noopener noreferrer" className={styles.link}>
              Слитки
              <ChevronIcon size="1.1em" />
            </a>
          </li>
          <li>
            <a href={telHref(supportPhone)} className={`${styles.link} ${styles.phone}`}>
              <PhoneIcon size="1.1em" />
              {supportPhone}
            </a>
          </li>
        </ul>
      </Panel>
    );
  }
  if (menu === 'catalog') {
    return (
      <Panel key="catalog" label="Каталог" onClose={close}>
        <CatalogList
          links={mobileCatalogLinks(categories)}
          sections={sections}
          onNavigate={close}
        />
      </Panel>
    );
  }
  return null;
}
