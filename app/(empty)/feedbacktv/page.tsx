import { StaticPage, staticMetadata } from '@/app/_components/static-page';

export const metadata = staticMetadata('/feedbacktv/');

export default function Page() {
  return <StaticPage path="/feedbacktv/" />;
}
