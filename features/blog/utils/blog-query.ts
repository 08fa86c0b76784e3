/** The URL state of the blog list: `?category=<slug>&page=N` (page 1 and no category omitted). */
export type BlogQuery = { category: string | null; page: number };

type SearchParams = Record<string, string | string[] | undefined>;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const BLOG_PATH = '/blog/';

const first = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;

/**
 * Reads the list's state from the query. A page that is not a whole number from 1 counts as page 1;
 * a category is kept as written (an unknown one shows the empty state, never an error).
 */
export function parseBlogQuery(searchParams: SearchParams): BlogQuery {
  const category = first(searchParams.category)?.trim() || null;
  const rawPage = first(searchParams.page)?.trim() ?? '';
  const page = /^\d{1,5}$/.test(rawPage) ? Number(rawPage) : 1;
  return { category, page: page >= 1 ? page : 1 };
}

/** True when the category could name a real category (a slug); otherwise it is surely unknown. */
export function isCategorySlug(category: string): boolean {
  return category.length <= 100 && SLUG.test(category);
}

/** The list's address for a state: `/blog/`, `/blog/?category=x`, `/blog/?category=x&page=2`. */
export function blogListHref({ category, page }: BlogQuery): string {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${BLOG_PATH}?${query}` : BLOG_PATH;
}

/** The address of one post. */
export function blogPostHref(slug: string): string {
  return `${BLOG_PATH}${encodeURIComponent(slug)}/`;
}
