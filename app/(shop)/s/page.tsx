import { StaticPage, staticMetadata } from '@/app/_components/static-page';

export const metadata = staticMetadata('/s/');

export default function Page() {
  return <StaticPage path="/s/" />;
}
