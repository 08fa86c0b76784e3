import { StaticPage, staticMetadata } from '@/app/_components/static-page';

export const metadata = staticMetadata('/landing/sale0824/');

export default function Page() {
  return <StaticPage path="/landing/sale0824/" />;
}
