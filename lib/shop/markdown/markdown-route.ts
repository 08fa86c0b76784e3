/**
 * Where the Markdown views of the product page and the catalogue listings live (docs/assistants.md)
 * and which requests get them. Pure, so proxy.ts stays a thin adapter:
 *
 * - `/product/{slug}.md`, `/catalog.md`, `/catalog/{category}.md` (deeper categories alike: the last
 *   segment holds the dot, so the trailing-slash rule of lib/shop/route-rules.ts leaves them be);
 * - the page's own address (`/product/{slug}/`, `/catalog/…/`) asked with `Accept: text/markdown`
 *   preferred to `text/html`.
 *
 * Both are rewritten to the route handlers under `/md/` before the page cache sees them, so the
 * cache never answers HTML to a Markdown request; the `/md/` addresses themselves are not public.
 */

/** Where the route handlers of the views are (app/md/…); never reached directly. */
export const MARKDOWN_ROUTE_PREFIX = '/md/';

/** llms.txt and the `.md` views as robots.txt allows them by name (`*` stands for any text). */
export const ASSISTANT_PATHS = [
  '/llms.txt',
  '/product/*.md',
  '/catalog.md',
  '/catalog/*.md',
] as const;

/**
 * The request header a rewrite to the handlers carries, with a value only this process knows. A
 * rewrite whose address Next takes for another origin (it writes 127.0.0.1 as `localhost`) reaches
 * the handler through the server again, and so through proxy.ts: the header lets that one through.
 */
export const MARKDOWN_VIEW_HEADER = 'x-markdown-view';

export type MarkdownDecision =
  /** rewrite to this path (query kept by the caller); `negotiated`: chosen by the Accept header */
  | { kind: 'rewrite'; path: string; negotiated: boolean }
  /** the store's own rewrite arriving at the handlers: straight through */
  | { kind: 'pass' }
  /** a request for the handlers' own addresses: not found */
  | { kind: 'hidden' };

const SEGMENT = '[^/.][^/]*';
const PRODUCT_MD = new RegExp(`^/product/(${SEGMENT})\\.md$`);
const CATALOG_MD = new RegExp(`^/catalog((?:/${SEGMENT})*)\\.md$`);
const PRODUCT_PAGE = new RegExp(`^/product/(${SEGMENT})/$`);
const CATALOG_PAGE = new RegExp(`^/catalog/((?:${SEGMENT}/)*)$`);

/**
 * The Markdown view a request asks for, or null for every other request (the HTML page and the
 * rest of the store). Only GET and HEAD; a `.md` address answers Markdown whatever `Accept` says.
 * `ownRewrite`: the request carries this process's MARKDOWN_VIEW_HEADER.
 */
export function markdownDecision(
  method: string,
  pathname: string,
  accept: string | null,
  ownRewrite = false,
): MarkdownDecision | null {
  if (pathname === '/md' || pathname.startsWith(MARKDOWN_ROUTE_PREFIX)) {
    return ownRewrite ? { kind: 'pass' } : { kind: 'hidden' };
  }
  if (method !== 'GET' && method !== 'HEAD') return null;
  const suffixed = markdownTarget(pathname);
  if (suffixed) return { kind: 'rewrite', path: suffixed, negotiated: false };
  if (!isNegotiablePath(pathname) || !prefersMarkdown(accept)) return null;
  return {
    kind: 'rewrite',
    path: `${MARKDOWN_ROUTE_PREFIX.slice(0, -1)}${pathname}`,
    negotiated: true,
  };
}

/** The handler path of a `.md` address, or null when the path is none. */
function markdownTarget(pathname: string): string | null {
  const product = PRODUCT_MD.exec(pathname);
  if (product) return `/md/product/${product[1]}/`;
  const catalog = CATALOG_MD.exec(pathname);
  if (catalog) return `/md/catalog${catalog[1]}/`;
  return null;
}

/** A page that also has a Markdown view: a product page or a catalogue listing. */
export function isNegotiablePath(pathname: string): boolean {
  return PRODUCT_PAGE.test(pathname) || CATALOG_PAGE.test(pathname);
}

/**
 * Whether the client prefers Markdown to HTML: `text/markdown` (or `text/x-markdown`) with a
 * higher quality than `text/html`, or the same quality listed before it. The any-type range and
 * `text/*` alone mean HTML, as they always did.
 */
export function prefersMarkdown(accept: string | null): boolean {
  let markdown = { q: 0, at: Infinity };
  let html = { q: 0, at: Infinity };
  (accept ?? '').split(',').forEach((part, at) => {
    const [type = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const qParam = params.find((param) => param.startsWith('q='));
    const parsed = qParam ? Number.parseFloat(qParam.slice(2)) : 1;
    const q = Number.isFinite(parsed) ? Math.min(Math.max(parsed, 0), 1) : 0;
    if (type === 'text/markdown' || type === 'text/x-markdown') {
      if (q > markdown.q) markdown = { q, at };
    } else if (type === 'text/html' && q > html.q) {
      html = { q, at };
    }
  });
  if (markdown.q === 0) return false;
  return markdown.q > html.q || (markdown.q === html.q && markdown.at < html.at);
}

/**
 * The `.md` address of a product page or a listing (its query kept):
 * `/product/x/` → `/product/x.md`, `/catalog/` → `/catalog.md`, `/catalog/kolca/?page=2` →
 * `/catalog/kolca.md?page=2`.
 */
export function markdownAddress(href: string): string {
  const [path = '', query] = splitQuery(href);
  const bare = path.endsWith('/') ? path.slice(0, -1) : path;
  return `${bare}.md${query === undefined ? '' : `?${query}`}`;
}

function splitQuery(href: string): [string, string | undefined] {
  const at = href.indexOf('?');
  return at < 0 ? [href, undefined] : [href.slice(0, at), href.slice(at + 1)];
}
