import { StaticPage, staticMetadata } from '@/app/_components/static-page';

export const metadata = staticMetadata('/oplata/');

export default function Page() {
  return <StaticPage path="/oplata/" />;
}
