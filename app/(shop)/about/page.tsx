import { CmsPage, cmsPageMetadata } from '@/app/_components/cms-page';

const PATH = '/about/';
const SLUG = 'about';

export const generateMetadata = () => cmsPageMetadata(PATH, SLUG);

/** About the company (old static page from the CMS). */
export default function Page() {
  return <CmsPage path={PATH} slug={SLUG} />;
}
