import { StaticPage, staticMetadata } from '@/app/_components/static-page';

export const metadata = staticMetadata('/purchaser/');

export default function Page() {
  return <StaticPage path="/purchaser/" />;
}
