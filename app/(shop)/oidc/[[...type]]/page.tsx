import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { notFoundMetadata } from '@/app/_components/not-found-page';
import { OidcReturn } from '@/features/auth/components/oidc-return';

const PROVIDERS: Record<string, string> = { gid: 'Вход через Госуслуги', tid: 'Вход через T-ID' };

type Props = {
  params: Promise<{ type?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** A deeper path is the 404, with the 404's head in the HTML and in the browser. */
export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  const { type = [] } = await params;
  return type.length > 1
    ? notFoundMetadata
    : { title: 'Вход', robots: { index: false, follow: false } };
}

const single = (value: string | string[] | undefined) =>
  typeof value === 'string' && value.trim() ? value : null;

/**
 * Return point of external identity login (spec 4): /oidc/{gid|tid}/?code&state. The exchange
 * runs in the browser (it ends in stored tokens). An unknown type (/oidc/xyz/), none, a missing
 * code or token gets the spec's warning toast and the home page; deeper paths answer 404.
 */
export default async function OidcReturnPage({ params, searchParams }: Props) {
  const [{ type = [] }, query] = await Promise.all([params, searchParams]);
  const provider = type[0] ?? null;
  if (type.length > 1) notFound();
  return (
    <div className="page container">
      <h1 className="page-title">{(provider && PROVIDERS[provider]) ?? 'Вход'}</h1>
      <OidcReturn type={provider} code={single(query.code)} state={single(query.state)} />
    </div>
  );
}
