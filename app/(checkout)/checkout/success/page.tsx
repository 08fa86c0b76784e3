import { StaticPage, staticMetadata } from '@/app/_components/static-page';

export const metadata = staticMetadata('/checkout/success/');

export default function Page() {
  return <StaticPage path="/checkout/success/" />;
}
