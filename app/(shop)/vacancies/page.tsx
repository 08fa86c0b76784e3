import { StaticPage, staticMetadata } from '@/app/_components/static-page';

export const metadata = staticMetadata('/vacancies/');

export default function Page() {
  return <StaticPage path="/vacancies/" />;
}
