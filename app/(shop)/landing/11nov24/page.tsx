import { StaticPage, staticMetadata } from '@/app/_components/static-page';

export const metadata = staticMetadata('/landing/11nov24/');

export default function Page() {
  return <StaticPage path="/landing/11nov24/" />;
}
