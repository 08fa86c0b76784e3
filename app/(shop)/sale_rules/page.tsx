import { StaticPage, staticMetadata } from '@/app/_components/static-page';

export const metadata = staticMetadata('/sale_rules/');

export default function Page() {
  return <StaticPage path="/sale_rules/" />;
}
