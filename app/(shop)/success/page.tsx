import { StaticPage, staticMetadata } from '@/app/_components/static-page';

export const metadata = staticMetadata('/success/');

export default function Page() {
  return <StaticPage path="/success/" />;
}
