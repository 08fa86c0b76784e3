import { StaticPage, staticMetadata } from '@/app/_components/static-page';

export const metadata = staticMetadata('/podveska-v-podarok/');

export default function Page() {
  return <StaticPage path="/podveska-v-podarok/" />;
}
