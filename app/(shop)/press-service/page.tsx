import { StaticPage, staticMetadata } from '@/app/_components/static-page';

export const metadata = staticMetadata('/press-service/');

export default function Page() {
  return <StaticPage path="/press-service/" />;
}
