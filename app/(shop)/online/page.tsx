import { StaticPage, staticMetadata } from '@/app/_components/static-page';

export const metadata = staticMetadata('/online/');

export default function Page() {
  return <StaticPage path="/online/" />;
}
