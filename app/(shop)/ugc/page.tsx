import { CmsPage, cmsPageMetadata } from '@/app/_components/cms-page';

const PATH = '/ugc/';
const SLUG = 'ugc';

export const generateMetadata = () => cmsPageMetadata(PATH, SLUG);

/** Customer photos: a gallery linking each photo to the product worn. */
export default function Page() {
  return <CmsPage path={PATH} slug={SLUG} />;
}
