import 'server-only';

import type { Metadata } from 'next';
import { unstable_rethrow } from 'next/navigation';

import { isApiError } from '@/lib/platform/api/errors';
import { isOutage, markPageUnavailable } from '@/lib/platform/api/mark-degraded';
import { reportError } from '@/lib/platform/report-error';

/** A page's own data, or the mark that the services could not give it. */
export type PageData<T> = { ok: true; data: T } | { ok: false };

/**
 * Reads what a page cannot be drawn without (the product, the listing, the post). An outage does
 * not throw — which would leave a blank 500 whose error card exists only after scripts run — but
 * marks the render unavailable: the page draws its error card in the HTML and the proxy answers 503
 * with Retry-After, or a stale copy of the page. Next's own signals (notFound, redirect) and a
 * service's word on the content (a 404) pass through.
 */
export async function readPageData<T>(read: () => Promise<T>): Promise<PageData<T>> {
  try {
    return { ok: true, data: await read() };
  } catch (error) {
    unstable_rethrow(error);
    if (!isOutage(error)) throw error;
    if (!isApiError(error)) reportError(error); // a broken answer or a bug, not just a slow service
    await markPageUnavailable();
    return { ok: false };
  }
}

/** The head of a page drawn without its data: the error card's title, kept out of indexes. */
export const UNAVAILABLE_METADATA: Metadata = {
  title: 'Произошла ошибка',
  robots: { index: false, follow: true },
};
