import { StaticPage, staticMetadata } from '@/app/_components/static-page';

export const metadata = staticMetadata('/success/new/');

export default function Page() {
  return <StaticPage path="/success/new/" />;
}
