import { CmsPage, cmsPageMetadata } from '@/app/_components/cms-page';

const PATH = '/oplata/';
const SLUG = 'oplata';

export const generateMetadata = () => cmsPageMetadata(PATH, SLUG);

/** Payment: card online, on delivery, instalment (old static page from the CMS). */
export default function Page() {
  return <CmsPage path={PATH} slug={SLUG} />;
}
