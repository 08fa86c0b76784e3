import { CmsPage, cmsPageMetadata } from '@/app/_components/cms-page';

const PATH = '/rasprodaja/';
const SLUG = 'rasprodaja';

export const generateMetadata = () => cmsPageMetadata(PATH, SLUG);

/** Sale: the most discounted products of the catalogue. */
export default function Page() {
  return <CmsPage path={PATH} slug={SLUG} />;
}
