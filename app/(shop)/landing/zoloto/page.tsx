import { CmsPage, cmsPageMetadata } from '@/app/_components/cms-page';

const PATH = '/landing/zoloto/';
const SLUG = 'landing-zoloto';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// ?page=2… only shows more gold bars: the canonical stays the landing itself.
export const generateMetadata = () => cmsPageMetadata(PATH, SLUG);

/** Gold jewellery landing: products, collections and gold bars (10 a page, «Показать ещё»). */
export default async function Page({ searchParams }: Props) {
  const { page } = await searchParams;
  const pages = Math.min(Math.max(1, Math.floor(Number(page)) || 1), 100);
  return <CmsPage path={PATH} slug={SLUG} goldBarsPages={pages} />;
}
