import { StaticPage, staticMetadata } from '@/app/_components/static-page';

export const metadata = staticMetadata('/checkout_old/rassrochka/');

export default function Page() {
  return <StaticPage path="/checkout_old/rassrochka/" />;
}
