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
/** http(s), mail, phone and same-site links only: no javascript:, data: or vbscript: URLs. */
const ALLOWED_URI_REGEXP = /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i;

let hooked = false;
function addHooks(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    const href = node.getAttribute('href') ?? '';
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
    FORBID_CONTENTS: ['script', 'style', 'template', 'noscript', 'iframe', 'object', 'svg', 'math'],
  });
}
