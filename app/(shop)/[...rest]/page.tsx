import { notFoundMetadata } from '@/app/_components/not-found-page';
import { PageNotFound } from '@/app/_components/page-not-found';

export const metadata = notFoundMetadata;

/** Any address the route table does not know: the 404 page, whole in its HTML, status 404. */
export default function CatchAll() {
  return <PageNotFound />;
}
