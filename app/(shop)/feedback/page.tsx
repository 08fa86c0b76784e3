import { StaticPage, staticMetadata } from '@/app/_components/static-page';

export const metadata = staticMetadata('/feedback/');

export default function Page() {
  return <StaticPage path="/feedback/" />;
}
