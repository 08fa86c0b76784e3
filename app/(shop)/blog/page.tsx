import { StaticPage, staticMetadata } from '@/app/_components/static-page';

export const metadata = staticMetadata('/blog/');

export default function Page() {
  return <StaticPage path="/blog/" />;
}
