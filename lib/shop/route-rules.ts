import { findOldPathTarget } from './redirects';

/**
 * The route rules of spec 2.2 as one pure function, so proxy.ts stays a thin adapter and every
 * rule is unit-tested. Answers the address to 301 to, or null to let the request through.
 *
 * 1. An old path goes to its new address (the query is kept; a query already in the target wins
 *    for its own keys).
 * 2. `page=1` is removed (a trailing slash is added at the same time: one hop, not two).
 * 3. A trailing slash is added when there is no query.
 * Files (a dot in the last segment) and internal/API paths are never touched.
 */
export function routeRedirect(pathname: string, search: string): string | null {
  if (isExcluded(pathname)) return null;
  // a stray `%` (no valid UTF-8 escape) makes the framework answer 500: escape it, one 301
  const repaired = escapeStrayPercents(pathname);
  if (repaired !== pathname) return `${withSlash(repaired)}${search}`;
  const params = new URLSearchParams(search);

  const oldTarget = findOldPathTarget(pathname);
  if (oldTarget) return mergeQuery(oldTarget, params);

  if (params.getAll('page').includes('1')) {
    const kept = new URLSearchParams();
    for (const [key, value] of params)
      if (!(key === 'page' && value === '1')) kept.append(key, value);
    const query = kept.toString();
    return `${withSlash(pathname)}${query ? `?${query}` : ''}`;
  }

  if (search === '' || search === '?') {
    if (!pathname.endsWith('/')) return `${pathname}/`;
  }
  return null;
}

const EXCLUDED_PREFIXES = ['/_next/', '/svc/', '/media/', '/api/', '/monitoring'];

function isExcluded(pathname: string): boolean {
  if (EXCLUDED_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return true;
  const last = pathname.split('/').pop() ?? '';
  return last.includes('.');
}

/** Escapes the `%` of every path segment that does not decode: `/%zz/` → `/%25zz/`. */
export function escapeStrayPercents(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => {
      try {
        decodeURIComponent(segment);
        return segment;
      } catch {
        return segment.replace(/%/g, '%25');
      }
    })
    .join('/');
}

function withSlash(pathname: string): string {
  return pathname.endsWith('/') ? pathname : `${pathname}/`;
}

function mergeQuery(target: string, params: URLSearchParams): string {
  const [path = '/', targetQuery = ''] = target.split('?');
  const targetKeys = new Set(new URLSearchParams(targetQuery).keys());
  // an old listing's page number does not carry over to the new listing
  const extra = [...params].filter(([key]) => key !== 'page' && !targetKeys.has(key));
  // the target's own query is kept exactly as written in the map (no re-encoding)
  const query = [targetQuery, new URLSearchParams(extra).toString()].filter(Boolean).join('&');
  return `${path}${query ? `?${query}` : ''}`;
}
