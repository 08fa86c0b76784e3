import { notFound } from 'next/navigation';

import { markPageNotFound } from '@/lib/platform/api/mark-degraded';

import { NotFoundPage } from './not-found-page';

/**
 * The 404 view drawn by a page itself, in place of Next's notFound(): that one answers with an
 * empty HTML body, the 404 drawn only by scripts (vercel/next.js#62228), so crawlers and a shopper
 * without scripts saw a blank page. This one is whole in the HTML and marks the render, and the
 * proxy answers it with status 404. Its head is `notFoundMetadata`.
 */
export async function PageNotFound() {
  // a client navigation or a non-HTML request: Next's own 404 (status 404, the flight data)
  if (!(await markPageNotFound())) notFound();
  return <NotFoundPage />;
}
