import { CmsPage, cmsPageMetadata } from '@/app/_components/cms-page';

const PATH = '/11nov24/';
const SLUG = '11nov24';

export const generateMetadata = () => cmsPageMetadata(PATH, SLUG);

/** The 11.11 sale (old address of the landing): countdown, terms, discounted products. */
export default function Page() {
  return <CmsPage path={PATH} slug={SLUG} />;
}
