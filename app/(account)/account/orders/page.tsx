import { StaticPage, staticMetadata } from '@/app/_components/static-page';

export const metadata = staticMetadata('/account/orders/');

export default function Page() {
  return <StaticPage path="/account/orders/" />;
}
