import { notFound } from 'next/navigation';

import { notFoundMetadata } from '@/app/_components/not-found-page';

/**
 * The route's own head is the 404's: Next renders the not-found view's head into the HTML but
 * resolves the head of the browser's payload from the route, so without this the tab fell back to
 * the home title and lost «noindex, follow» on hydration.
 */
export const metadata = notFoundMetadata;

/** /account/{section}: the known sections have their own pages; any other is not found. */
export default function UnknownAccountSection() {
  notFound();
}
