import { CmsPage, cmsPageMetadata } from '@/app/_components/cms-page';

const PATH = '/landing/x5promo/';
const SLUG = 'landing-x5promo';

export const generateMetadata = () => cmsPageMetadata(PATH, SLUG);

/** Partner promo: how to get and use the 15% promo code, products. */
export default function Page() {
  return <CmsPage path={PATH} slug={SLUG} />;
}
