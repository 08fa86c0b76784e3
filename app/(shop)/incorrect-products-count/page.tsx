import { StaticPage, staticMetadata } from '@/app/_components/static-page';

export const metadata = staticMetadata('/incorrect-products-count/');

export default function Page() {
  return <StaticPage path="/incorrect-products-count/" />;
}
