'use client';

import { Fragment, useEffect, useState } from 'react';

import { STORE_BRAND } from '@/lib/shop/constants';

import { NOT_FOUND_TITLE } from './not-found-meta';

const FULL_TITLE = `${NOT_FOUND_TITLE} — ${STORE_BRAND}`;

/**
 * The 404's head for a view the browser draws in place of a page (PageOutlet): React 19 hoists
 * these into the document head and takes them out again when the view goes.
 *
 * React puts a newly mounted `<title>` first in the head, and the tab shows the first one. The
 * page's own title is streamed metadata that can mount after this view (a 404 answered before the
 * page finished hydrating): then the page's title would win. So while this view is shown, a title
 * that lands ahead of ours mounts ours again, which puts it first once more
 * (docs/adr/0010-not-found-title-first.md).
 */
export function NotFoundHead() {
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    const head = document.head;
    const observer = new MutationObserver(() => {
      if (head.querySelector('title')?.textContent !== FULL_TITLE) setGeneration((n) => n + 1);
    });
    observer.observe(head, { childList: true });
    return () => observer.disconnect();
  }, []);
  return (
    <Fragment key={generation}>
      <title>{FULL_TITLE}</title>
      <meta name="robots" content="noindex, follow" />
    </Fragment>
  );
}
