import { StaticPage, staticMetadata } from '@/app/_components/static-page';

export const metadata = staticMetadata('/addresses/');

export default function Page() {
  return <StaticPage path="/addresses/" />;
}
