import { StaticPage, staticMetadata } from '@/app/_components/static-page';

export const metadata = staticMetadata('/policy/');

export default function Page() {
  return <StaticPage path="/policy/" />;
}
