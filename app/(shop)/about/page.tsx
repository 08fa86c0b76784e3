import { StaticPage, staticMetadata } from '@/app/_components/static-page';

export const metadata = staticMetadata('/about/');

export default function Page() {
  return <StaticPage path="/about/" />;
}
