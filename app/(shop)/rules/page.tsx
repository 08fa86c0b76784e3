import { StaticPage, staticMetadata } from '@/app/_components/static-page';

export const metadata = staticMetadata('/rules/');

export default function Page() {
  return <StaticPage path="/rules/" />;
}
