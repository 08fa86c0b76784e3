import { StaticPage, staticMetadata } from '@/app/_components/static-page';

export const metadata = staticMetadata('/landing/afimall/');

export default function Page() {
  return <StaticPage path="/landing/afimall/" />;
}
