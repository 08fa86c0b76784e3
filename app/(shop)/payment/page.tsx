import { StaticPage, staticMetadata } from '@/app/_components/static-page';

export const metadata = staticMetadata('/payment/');

export default function Page() {
  return <StaticPage path="/payment/" />;
}
