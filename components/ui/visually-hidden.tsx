import type { ReactNode } from 'react';

type VisuallyHiddenProps = { children: ReactNode; id?: string };

/**
 * Text for screen readers only (kept in the accessibility tree, removed from the layout), with the
 * global `visually-hidden` class every page already carries (app/globals.css): no stylesheet of its
 * own on each page that shows a price.
 */
export function VisuallyHidden({ children, id }: VisuallyHiddenProps) {
  return (
    <span id={id} className="visually-hidden">
      {children}
    </span>
  );
}
