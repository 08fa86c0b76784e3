'use client';

import { useEffect, type KeyboardEvent, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Keyboard-reachable elements inside `root`, in document order. */
export function getFocusable(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest('[inert], [hidden], [aria-hidden="true"]'),
  );
}

/**
 * While `active`: moves focus into `ref` (first focusable, else the container itself), and gives
 * focus back to whatever held it before once `active` turns false or the owner unmounts.
 */
export function useFocusReturn(ref: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = ref.current;
    if (root) (getFocusable(root)[0] ?? root).focus();
    return () => {
      if (previous && previous.isConnected) previous.focus();
    };
  }, [ref, active]);
}

/** onKeyDown helper: keeps Tab / Shift+Tab cycling inside `root`. */
export function trapTab(event: KeyboardEvent<HTMLElement>, root: HTMLElement | null): void {
  if (event.key !== 'Tab' || !root) return;
  const items = getFocusable(root);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    root.focus();
    return;
  }
  const current = document.activeElement;
  if (event.shiftKey && (current === first || current === root || !root.contains(current))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (current === last || !root.contains(current))) {
    event.preventDefault();
    first.focus();
  }
}
