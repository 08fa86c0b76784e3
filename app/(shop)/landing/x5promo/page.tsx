import { StaticPage, staticMetadata } from '@/app/_components/static-page';

export const metadata = staticMetadata('/landing/x5promo/');

export default function Page() {
  return <StaticPage path="/landing/x5promo/" />;
}
