import { StaticPage, staticMetadata } from '@/app/_components/static-page';

export const metadata = staticMetadata('/calendar/');

export default function Page() {
  return <StaticPage path="/calendar/" />;
}
