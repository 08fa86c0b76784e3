import { StaticPage, staticMetadata } from '@/app/_components/static-page';

export const metadata = staticMetadata('/landing/zoloto/');

export default function Page() {
  return <StaticPage path="/landing/zoloto/" />;
}
