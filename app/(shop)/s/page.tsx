import { staticMetadata } from '@/app/_components/static-page';

import { ShortLinkPage } from './_lib/short-link-page';

export const metadata = staticMetadata('/s/');

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /s/?c=<code>: a short link of SMS, push messages and print. */
export default async function Page({ searchParams }: PageProps) {
  const { c } = await searchParams;
  return <ShortLinkPage code={c} />;
}
