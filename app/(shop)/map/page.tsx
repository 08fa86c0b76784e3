import { StaticPage, staticMetadata } from '@/app/_components/static-page';

export const metadata = staticMetadata('/map/');

export default function Page() {
  return <StaticPage path="/map/" />;
}
