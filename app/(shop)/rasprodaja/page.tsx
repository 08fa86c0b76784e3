import { StaticPage, staticMetadata } from '@/app/_components/static-page';

export const metadata = staticMetadata('/rasprodaja/');

export default function Page() {
  return <StaticPage path="/rasprodaja/" />;
}
