import { StaticPage, staticMetadata } from '@/app/_components/static-page';

export const metadata = staticMetadata('/11nov24/');

export default function Page() {
  return <StaticPage path="/11nov24/" />;
}
