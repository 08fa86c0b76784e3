import { StaticPage, staticMetadata } from '@/app/_components/static-page';

export const metadata = staticMetadata('/million/');

export default function Page() {
  return <StaticPage path="/million/" />;
}
