import { StaticPage, staticMetadata } from '@/app/_components/static-page';

export const metadata = staticMetadata('/checkout/');

export default function Page() {
  return <StaticPage path="/checkout/" />;
}
