import { StaticPage, staticMetadata } from '@/app/_components/static-page';

export const metadata = staticMetadata('/guarantee/');

export default function Page() {
  return <StaticPage path="/guarantee/" />;
}
