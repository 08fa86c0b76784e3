import { StaticPage, staticMetadata } from '@/app/_components/static-page';

export const metadata = staticMetadata('/delivery/');

export default function Page() {
  return <StaticPage path="/delivery/" />;
}
