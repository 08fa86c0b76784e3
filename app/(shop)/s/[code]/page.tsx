import type { Metadata } from 'next';

import { staticMetadata } from '@/app/_components/static-page';

import { ShortLinkPage } from '../_lib/short-link-page';

// Every code shares the canonical /s/ (service page, not indexed).
export const metadata: Metadata = staticMetadata('/s/');

type PageProps = { params: Promise<{ code: string }> };

/** /s/<code>/: the path form of a short link. */
export default async function Page({ params }: PageProps) {
  const { code } = await params;
  return <ShortLinkPage code={code} />;
}
