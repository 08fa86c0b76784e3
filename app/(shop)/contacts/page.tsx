import { StaticPage, staticMetadata } from '@/app/_components/static-page';

export const metadata = staticMetadata('/contacts/');

export default function Page() {
  return <StaticPage path="/contacts/" />;
}
