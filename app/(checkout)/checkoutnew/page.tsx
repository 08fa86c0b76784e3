import { StaticPage, staticMetadata } from '@/app/_components/static-page';

export const metadata = staticMetadata('/checkoutnew/');

export default function Page() {
  return <StaticPage path="/checkoutnew/" />;
}
