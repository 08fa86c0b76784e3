import { StaticPage, staticMetadata } from '@/app/_components/static-page';

export const metadata = staticMetadata('/cart/');

export default function Page() {
  return <StaticPage path="/cart/" />;
}
