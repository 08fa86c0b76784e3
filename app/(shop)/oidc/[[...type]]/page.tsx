import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

export const metadata: Metadata = { title: 'Вход', robots: { index: false, follow: false } };

const PROVIDERS: Record<string, string> = { gid: 'Вход через Госуслуги', tid: 'Вход через T-ID' };

type Props = { params: Promise<{ type?: string[] }> };

/**
 * Return point of external identity login (spec 4): /oidc/{gid|tid}/. The code-for-token exchange
 * lands with the sign-in issue (#5); an unknown type is not found.
 */
export default async function OidcReturnPage({ params }: Props) {
  const { type = [] } = await params;
  const title =
    type.length === 1 && type[0] ? PROVIDERS[type[0]] : type.length === 0 ? 'Вход' : undefined;
  if (!title) notFound();
  return (
    <div className="page container">
      <h1 className="page-title">{title}</h1>
    </div>
  );
}
