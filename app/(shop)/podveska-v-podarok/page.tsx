import { CmsPage, cmsPageMetadata } from '@/app/_components/cms-page';

const PATH = '/podveska-v-podarok/';
const SLUG = 'podveska-v-podarok';

export const generateMetadata = () => cmsPageMetadata(PATH, SLUG);

/** Gift-with-purchase: a pendant free with a purchase from 7 000 ₽, terms, pendants. */
export default function Page() {
  return <CmsPage path={PATH} slug={SLUG} />;
}
