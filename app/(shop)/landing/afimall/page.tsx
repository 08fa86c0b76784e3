import { CmsPage, cmsPageMetadata } from '@/app/_components/cms-page';

const PATH = '/landing/afimall/';
const SLUG = 'landing-afimall';

export const generateMetadata = () => cmsPageMetadata(PATH, SLUG);

/** Opening of the «Афимолл Сити» shop: address, hours, opening gifts, popular products. */
export default function Page() {
  return <CmsPage path={PATH} slug={SLUG} />;
}
