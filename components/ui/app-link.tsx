'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { AnchorHTMLAttributes } from 'react';

import { useSettings } from '@/lib/platform/settings-context';

type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string;
  prefetch?: boolean;
};

const stripSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** True when `href` leaves the current path (not just its query or hash) or the site. */
function changesPath(href: string, current: string | null): boolean {
  if (/^[a-z][a-z\d+.-]*:/i.test(href) || href.startsWith('//')) return true;
  if (href.startsWith('?') || href.startsWith('#')) return false;
  if (!current) return true;
  const target = new URL(href, `http://local${current}`).pathname;
  return stripSlash(target) !== stripSlash(current);
}

/**
 * The store's link. With `fullReloadNavigation` (spec 2.2) a link to another path is a plain
 * anchor, so the browser loads the page afresh; links that only change the query or hash (and
 * every link when the flag is off) use next/link client navigation.
 */
export function AppLink({ href, prefetch = false, ...rest }: AppLinkProps) {
  const { fullReloadNavigation } = useSettings();
  const pathname = usePathname();
  if (fullReloadNavigation && changesPath(href, pathname)) return <a href={href} {...rest} />;
  return <Link href={href} prefetch={prefetch} {...rest} />;
}
