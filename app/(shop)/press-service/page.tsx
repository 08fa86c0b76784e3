import { CmsPage, cmsPageMetadata } from '@/app/_components/cms-page';

const PATH = '/press-service/';
const SLUG = 'press-service';

export const generateMetadata = () => cmsPageMetadata(PATH, SLUG);

/** Press service: company news and press contacts. */
export default function Page() {
  return <CmsPage path={PATH} slug={SLUG} />;
}
