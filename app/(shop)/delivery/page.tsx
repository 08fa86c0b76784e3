import { CmsPage, cmsPageMetadata } from '@/app/_components/cms-page';

const PATH = '/delivery/';
const SLUG = 'delivery';

export const generateMetadata = () => cmsPageMetadata(PATH, SLUG);

/** Delivery: ways, terms and prices, consistent with the checkout (old static page from the CMS). */
export default function Page() {
  return <CmsPage path={PATH} slug={SLUG} />;
}
