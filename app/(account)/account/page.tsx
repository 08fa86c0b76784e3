import { StaticPage, staticMetadata } from '@/app/_components/static-page';

export const metadata = staticMetadata('/account/');

export default function Page() {
  return <StaticPage path="/account/" />;
}
