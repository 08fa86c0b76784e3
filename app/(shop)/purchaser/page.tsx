import { CmsPage, cmsPageMetadata } from '@/app/_components/cms-page';

const PATH = '/purchaser/';
const SLUG = 'purchaser';

export const generateMetadata = () => cmsPageMetadata(PATH, SLUG);

/** Purchaser hub: links to delivery, payment, guarantee, FAQ and rules pages. */
export default function Page() {
  return <CmsPage path={PATH} slug={SLUG} />;
}
