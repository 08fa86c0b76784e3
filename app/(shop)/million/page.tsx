import { CmsPage, cmsPageMetadata } from '@/app/_components/cms-page';

const PATH = '/million/';
const SLUG = 'million';

export const generateMetadata = () => cmsPageMetadata(PATH, SLUG);

/** The 1 000 000 ₽ prize draw: countdown, how to take part, prizes and rules. */
export default function Page() {
  return <CmsPage path={PATH} slug={SLUG} />;
}
