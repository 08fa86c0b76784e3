import { CmsPage, cmsPageMetadata } from '@/app/_components/cms-page';

const PATH = '/uviui/';
const SLUG = 'uviui';

export const generateMetadata = () => cmsPageMetadata(PATH, SLUG);

/** The «УВИ-УИ» special project: about the project and its selection of products. */
export default function Page() {
  return <CmsPage path={PATH} slug={SLUG} />;
}
