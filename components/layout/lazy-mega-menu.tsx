'use client';

import { lazy, startTransition, Suspense, useEffect, useState } from 'react';

import { useOnline } from '@/lib/platform/hooks/use-online';
import { useUiStore } from '@/stores/ui-store';

import { loadMenuData, MENU_WITHOUT_CATALOGUE, useMenuData } from './menu-source';

const loadMegaMenu = () => import('./mega-menu');

type PanelProps = { id: string };

/**
 * The closed panel before the menu has loaded: the element the button's aria-controls names.
 * Unstyled, so the menu's styles come with its code.
 */
function EmptyPanel({ id }: PanelProps) {
  return <div id={id} hidden />;
}

// The menu's code and its catalogue links come together on first open; pages carry neither (the
// category links reach crawlers through the catalogue pages and sitemap.xml). React.lazy rather
// than next/dynamic, which would preload the chunk on every page. A load that fails (offline)
// leaves the closed panel.
const MegaMenuPanel = lazy(() =>
  Promise.all([loadMegaMenu(), loadMenuData()]).then(
    ([module]) => ({
      default: function LoadedMegaMenu({ id }: PanelProps) {
        const open = useUiStore((s) => s.megaMenuOpen);
        const data = useMenuData(open) ?? MENU_WITHOUT_CATALOGUE;
        return <module.MegaMenu id={id} {...data} />;
      },
    }),
    () => ({ default: EmptyPanel }),
  ),
);

/** Starts loading the menu's code and links early (the catalogue button calls it on hover and focus). */
export function preloadMegaMenu() {
  loadMegaMenu().catch(() => undefined);
  void loadMenuData();
}

type LazyMegaMenuProps = PanelProps & {
  /** Selector of the button that toggles the menu: clicks on it are not "outside". */
  toggleSelector?: string;
};

/**
 * The desktop catalogue panel (spec 2.4), loaded on first open (docs/performance.md). Closes on
 * Escape (focus back on the button) and outside click.
 */
export function LazyMegaMenu({
  id,
  toggleSelector = '[data-mega-menu-toggle]',
}: LazyMegaMenuProps) {
  const open = useUiStore((s) => s.megaMenuOpen);
  const setOpen = useUiStore((s) => s.setMegaMenuOpen);
  const [live, setLive] = useState(false);
  const online = useOnline();

  useEffect(() => {
    // in a transition, so the closed panel stays while the code and links load; offline they
    // cannot load, so it waits for the connection
    if (!live && online && open) startTransition(() => setLive(true));
  }, [open, live, online]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      document.querySelector<HTMLElement>(toggleSelector)?.focus();
    };
    const onPointer = (event: MouseEvent) => {
      const target = event.target as Element | null;
      const panel = document.getElementById(id);
      if (!target || panel?.contains(target) || target.closest(toggleSelector)) return;
      setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onPointer);
    };
  }, [open, setOpen, toggleSelector, id]);

  return (
    <Suspense fallback={<EmptyPanel id={id} />}>
      {live ? <MegaMenuPanel id={id} /> : <EmptyPanel id={id} />}
    </Suspense>
  );
}
