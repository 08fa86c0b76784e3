import { StaticPage, staticMetadata } from '@/app/_components/static-page';

export const metadata = staticMetadata('/account/profile/');

export default function Page() {
  return <StaticPage path="/account/profile/" />;
}
