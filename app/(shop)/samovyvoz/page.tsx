import { StaticPage, staticMetadata } from '@/app/_components/static-page';

export const metadata = staticMetadata('/samovyvoz/');

export default function Page() {
  return <StaticPage path="/samovyvoz/" />;
}
