import { normalizeSearch, type SearchParamsInput } from '@/lib/shop/catalog-query';

export type CollectionsQuery = { q: string; page: number };

const first = (params: SearchParamsInput, key: string): string | undefined => {
  if (params instanceof URLSearchParams) return params.get(key) ?? undefined;
  const value = params[key];
  return (Array.isArray(value) ? value[0] : value) ?? undefined;
};

/** `?q=` (trimmed, ≤100 characters) and `page` (garbage → 1) of /collections/. Never throws. */
export function parseCollectionsQuery(params: SearchParamsInput): CollectionsQuery {
  const rawPage = first(params, 'page')?.trim() ?? '';
  const page = /^\d{1,6}$/.test(rawPage) ? Math.max(1, Number(rawPage)) : 1;
  return { q: normalizeSearch(first(params, 'q')), page };
}

/** /collections/ with `q` and `page` when they differ from the defaults (page 1 never written). */
export function collectionsHref({ q, page }: CollectionsQuery): string {
  const parts: string[] = [];
  if (q) parts.push(`q=${encodeURIComponent(q)}`);
  if (page > 1) parts.push(`page=${page}`);
  return parts.length > 0 ? `/collections/?${parts.join('&')}` : '/collections/';
}
