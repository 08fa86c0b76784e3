'use client';

import dynamic from 'next/dynamic';
import { useId, type ReactNode } from 'react';

import { AppLink } from '@/components/ui/app-link';
import { CatalogIcon, CloseIcon, MenuIcon } from '@/components/ui/icons';
import { useHasBeenTrue } from '@/lib/platform/hooks/use-has-been-true';
import { useSettings } from '@/lib/platform/settings-context';
import { useUiStore } from '@/stores/ui-store';

import { HeaderActions } from './header-actions';
import { HeaderSearch } from './header-search';
import styles from './header.module.css';
import { LazyMegaMenu, preloadMegaMenu } from './lazy-mega-menu';
import { loadMenuData } from './menu-source';
import { useHydrateSession } from './use-hydrate-session';

// The mobile menus render nothing until opened, so their code loads on first open (docs/performance.md).
const MobileMenus = dynamic(
  () =>
    Promise.all([import('./mobile-menus'), loadMenuData()]).then(([module]) => module.MobileMenus),
  { ssr: false },
);

type HeaderProps = {
  cartCount: number;
  /** The favourites badge (the favourites store's count; 0 hides it). */
  favoritesCount?: number;
  /** Search suggestions, rendered under the search field. */
  searchSlot?: ReactNode;
  onSearchChange?: (text: string) => void;
  /** False in the slim checkout layout: no catalogue dropdown (spec 2.3). */
  showCatalog?: boolean;
};

/**
 * The site header of spec 2.4, with the desktop mega-menu and the two mobile menus; the menus'
 * code and catalogue links load on first open (menu-source.ts).
 */
export function Header({
  cartCount,
  favoritesCount = 0,
  searchSlot,
  onSearchChange,
  showCatalog = true,
}: HeaderProps) {
  useHydrateSession();
  const megaId = useId();
  const { goldBarsUrl } = useSettings();
  const megaMenuOpen = useUiStore((s) => s.megaMenuOpen);
  const setMegaMenuOpen = useUiStore((s) => s.setMegaMenuOpen);
  const burgerOpen = useUiStore((s) => s.mobileMenu === 'burger');
  const toggleMobileMenu = useUiStore((s) => s.toggleMobileMenu);
  const mobileMenusLoaded = useHasBeenTrue(useUiStore((s) => s.mobileMenu !== null));

  return (
    <header className={styles.header}>
      <div className={styles.topBar}>
        <nav aria-label="Покупателям" className={styles.container}>
          <ul className={styles.topLinks}>
            <li>
              <AppLink href="/delivery/">Доставка</AppLink>
            </li>
            <li>
              <AppLink href="/oplata/">Оплата</AppLink>
            </li>
            <li>
              <AppLink href="/addresses/">Магазины</AppLink>
            </li>
            <li>
              <a href={goldBarsUrl} target="_blank" rel="noopener noreferrer">
                Слитки
              </a>
            </li>
          </ul>
        </nav>
      </div>
      <div className={`${styles.container} ${styles.bar}`}>
        <button
          type="button"
          className={`${styles.iconButton} ${styles.burger}`}
          aria-expanded={burgerOpen}
          onClick={() => toggleMobileMenu('burger')}
        >
          {burgerOpen ? <CloseIcon /> : <MenuIcon />}
          <span className={styles.burgerLabel}>Меню</span>
        </button>
        <AppLink href="/" className={styles.logo} aria-label="Ювелирный — на главную">
          <span className={styles.logoMark} aria-hidden="true">
            ◆
          </span>
          Ювелирный
        </AppLink>
        {showCatalog && (
          <button
            type="button"
            className={styles.catalogButton}
            aria-expanded={megaMenuOpen}
            aria-controls={megaId}
            data-mega-menu-toggle=""
            onPointerEnter={preloadMegaMenu}
            onFocus={preloadMegaMenu}
            onClick={() => setMegaMenuOpen(!megaMenuOpen)}
          >
            {megaMenuOpen ? <CloseIcon size="1.25em" /> : <CatalogIcon size="1.25em" />}
            Каталог
          </button>
        )}
        <HeaderSearch slot={searchSlot} onQueryChange={onSearchChange} />
        <HeaderActions cartCount={cartCount} favoritesCount={favoritesCount} />
      </div>
      {showCatalog && <LazyMegaMenu id={megaId} />}
      {mobileMenusLoaded && <MobileMenus />}
    </header>
  );
}
