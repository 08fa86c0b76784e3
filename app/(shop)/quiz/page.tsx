import { StaticPage, staticMetadata } from '@/app/_components/static-page';

export const metadata = staticMetadata('/quiz/');

export default function Page() {
  return <StaticPage path="/quiz/" />;
}
