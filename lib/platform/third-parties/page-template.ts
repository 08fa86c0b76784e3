/** The page templates Web Vitals are grouped by. */
export type PageTemplate =
  'home' | 'catalogue' | 'product' | 'cart' | 'checkout' | 'account' | 'content';

const TEMPLATES: [RegExp, PageTemplate][] = [
  [/^\/$/, 'home'],
  [/^\/product\//, 'product'],
  [/^\/(catalog|collections|rasprodaja)(\/|$)/, 'catalogue'],
  [/^\/cart(_old)?(\/|$)/, 'cart'],
  [/^\/(checkout|checkoutnew|checkout_old|success|payment)(\/|$)/, 'checkout'],
  [/^\/account(\/|$)/, 'account'],
];

/** The template of a page by its path (docs/routes.md); everything else is a content page. */
export function pageTemplate(pathname: string): PageTemplate {
  return TEMPLATES.find(([pattern]) => pattern.test(pathname))?.[1] ?? 'content';
}
