'use client';

import {
  lazy,
  startTransition,
  type ComponentType,
  Suspense,
  useEffect,
  useRef,
  useState,
} from 'react';

import { useOnline } from '@/lib/hooks/use-online';
import { useUiStore } from '@/stores/ui-store';

import type { MegaMenuProps } from './mega-menu';
import styles from './mega-menu.module.css';

const loadMegaMenu = () => import('./mega-menu');

// React.lazy, not next/dynamic: the server still renders the menu into the page (the links are for
// crawlers and work without JavaScript), but next/dynamic would also preload its chunk on every page.
// A load that fails (offline) keeps the server-rendered panel instead of breaking the page.
const MegaMenuPanel = lazy(() =>
  loadMegaMenu().then(
    (module) => ({ default: module.MegaMenu }),
    () => ({ default: (() => null) as ComponentType<MegaMenuProps> }),
  ),
);

/** Starts loading the menu's code early (the catalogue button calls it on hover and focus). */
export function preloadMegaMenu() {
  loadMegaMenu().catch(() => undefined);
}

type LazyMegaMenuProps = MegaMenuProps & {
  /** Selector of the button that toggles the menu: clicks on it are not "outside". */
  toggleSelector?: string;
};

/**
 * The desktop catalogue panel (spec 2.4), its code loaded on first open (docs/performance.md). Until then the
 * browser keeps the server-rendered panel as it is, links included, and shows it when opened; the
 * menu then takes over. Closes on Escape (focus back on the button) and outside click.
 */
export function LazyMegaMenu({
  toggleSelector = '[data-mega-menu-toggle]',
  ...props
}: LazyMegaMenuProps) {
  const open = useUiStore((s) => s.megaMenuOpen);
  const setOpen = useUiStore((s) => s.setMegaMenuOpen);
  const [live, setLive] = useState(false);
  const placeholder = useRef<HTMLDivElement>(null);
  const online = useOnline();

  useEffect(() => {
    // Opened, or mounted in the browser with no server HTML to keep: render the real menu. In a
    // transition, so the kept panel stays on screen while the code loads.
    // offline the code cannot load: the kept panel stays until the connection returns
    if (!live && online && (open || !placeholder.current?.firstChild)) {
      startTransition(() => setLive(true));
    }
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
      const panel = document.getElementById(props.id);
      if (!target || panel?.contains(target) || target.closest(toggleSelector)) return;
      setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onPointer);
    };
  }, [open, setOpen, toggleSelector, props.id]);

  const server = typeof window === 'undefined';
  return (
    <Suspense fallback={null}>
      {server || live ? (
        <MegaMenuPanel {...props} />
      ) : (
        <div
          ref={placeholder}
          id={props.id}
          className={styles.panel}
          hidden={!open}
          // an empty __html on hydration leaves the server-rendered content in place
          dangerouslySetInnerHTML={{ __html: '' }}
          suppressHydrationWarning
        />
      )}
    </Suspense>
  );
}
