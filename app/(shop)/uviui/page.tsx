import { StaticPage, staticMetadata } from '@/app/_components/static-page';

export const metadata = staticMetadata('/uviui/');

export default function Page() {
  return <StaticPage path="/uviui/" />;
}
