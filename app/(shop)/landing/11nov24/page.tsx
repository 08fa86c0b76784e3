import { CmsPage, cmsPageMetadata } from '@/app/_components/cms-page';

const PATH = '/landing/11nov24/';
const SLUG = 'landing-11nov24';

export const generateMetadata = () => cmsPageMetadata(PATH, SLUG);

/** Landing of the 11.11 sale: countdown, terms, discounted products (CMS blocks). */
export default function Page() {
  return <CmsPage path={PATH} slug={SLUG} />;
}
