import { CmsPage, cmsPageMetadata } from '@/app/_components/cms-page';

const PATH = '/contacts/';
const SLUG = 'contacts';

export const generateMetadata = () => cmsPageMetadata(PATH, SLUG);

/** Contacts: phone, e-mail, office address and requisites (old static page from the CMS). */
export default function Page() {
  return <CmsPage path={PATH} slug={SLUG} />;
}
