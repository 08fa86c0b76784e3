import { StaticPage, staticMetadata } from '@/app/_components/static-page';

export const metadata = staticMetadata('/ugc/');

export default function Page() {
  return <StaticPage path="/ugc/" />;
}
