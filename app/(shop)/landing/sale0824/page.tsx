import { CmsPage, cmsPageMetadata } from '@/app/_components/cms-page';

const PATH = '/landing/sale0824/';
const SLUG = 'landing-sale0824';

export const generateMetadata = () => cmsPageMetadata(PATH, SLUG);

/** The August sale landing (ended): terms and discounted products. */
export default function Page() {
  return <CmsPage path={PATH} slug={SLUG} />;
}
