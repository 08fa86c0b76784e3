import { StaticPage, staticMetadata } from '@/app/_components/static-page';

export const metadata = staticMetadata('/dev/');

export default function Page() {
  return <StaticPage path="/dev/" />;
}
