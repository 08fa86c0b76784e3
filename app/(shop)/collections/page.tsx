import { StaticPage, staticMetadata } from '@/app/_components/static-page';

export const metadata = staticMetadata('/collections/');

export default function Page() {
  return <StaticPage path="/collections/" />;
}
