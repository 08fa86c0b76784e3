import { CmsPage, cmsPageMetadata } from '@/app/_components/cms-page';

const PATH = '/guarantee/';
const SLUG = 'guarantee';

export const generateMetadata = () => cmsPageMetadata(PATH, SLUG);

/** Guarantee, exchange and return within 14 days (old static page from the CMS). */
export default function Page() {
  return <CmsPage path={PATH} slug={SLUG} />;
}
