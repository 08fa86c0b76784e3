import { STORE_BRAND } from '@/lib/constants';

/** The 404's title (spec 2.5) and its robots rule: noindex, links still followed. */
export const NOT_FOUND_TITLE = 'Страница не найдена';
export const NOT_FOUND_ROBOTS = { index: false, follow: true } as const;

/**
 * The 404's head for a view the browser draws in place of a page (PageOutlet): React 19 hoists
 * these into the document head and takes them out again when the view goes, ahead of the page's
 * own title, so the tab and crawlers read the 404's title and noindex (issue 31).
 */
export function NotFoundHead() {
  return (
    <>
      <title>{`${NOT_FOUND_TITLE} — ${STORE_BRAND}`}</title>
      <meta name="robots" content="noindex, follow" />
    </>
  );
}
