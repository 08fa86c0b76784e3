import DOMPurify from 'isomorphic-dompurify';

/**
 * Tags a CMS, blog or rules body may use. Everything else is dropped with its content kept as text
 * (DOMPurify's default), except script-like elements, which are dropped with their content.
 */
const ALLOWED_TAGS = [
  'a',
  'abbr',
  'b',
  'blockquote',
  'br',
  'caption',
  'code',
  'dd',
  'div',
  'dl',
  'dt',
  'em',
  'figcaption',
  'figure',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'li',
  'mark',
  'ol',
  'p',
  'pre',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
];
const ALLOWED_ATTR = ['href', 'title', 'alt', 'src', 'width', 'height', 'colspan', 'rowspan', 'id'];
/**
 * http(s), mail, phone and same-site links only: no javascript:, data: or vbscript: URLs, and no
 * protocol-relative ones — browsers read `/\\host` like `//host`, so both are refused.
 */
const ALLOWED_URI_REGEXP = /^(?:https?:|mailto:|tel:|\/(?![/\\])|#)/i;
/** DOMPurify's prefix of ids from the body (SANITIZE_NAMED_PROPS), kept in step by in-page links. */
const ID_PREFIX = 'user-content-';

let hooked = false;
function addHooks(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    const href = node.getAttribute('href') ?? '';
    // Ids are prefixed (below), so in-page links follow them.
    if (href.startsWith('#') && href.length > 1 && !href.startsWith(`#${ID_PREFIX}`)) {
      node.setAttribute('href', `#${ID_PREFIX}${href.slice(1)}`);
    }
    // Links that leave the site open in a new tab without handing it window.opener.
    if (/^https?:/i.test(href)) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    }
  });
}

/**
 * Makes HTML from the API (blog posts, CMS blocks, rules) safe to render with
 * `dangerouslySetInnerHTML`: no scripts, no event handlers, no styles, no frames, no
 * javascript:/data: links. Runs on the server (jsdom) and in the browser alike.
 */
export function sanitizeHtml(html: string): string {
  addHooks();
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP,
    // Ids from the body could clash with the page's own (labels, landmarks) or clobber globals.
    SANITIZE_NAMED_PROPS: true,
    FORBID_CONTENTS: ['script', 'style', 'template', 'noscript', 'iframe', 'object', 'svg', 'math'],
  });
}
