import { StaticPage, staticMetadata } from '@/app/_components/static-page';

export const metadata = staticMetadata('/faq/');

export default function Page() {
  return <StaticPage path="/faq/" />;
}
