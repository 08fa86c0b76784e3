import { StaticPage, staticMetadata } from '@/app/_components/static-page';

export const metadata = staticMetadata('/apponelink/');

export default function Page() {
  return <StaticPage path="/apponelink/" />;
}
