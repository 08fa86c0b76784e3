import { StaticPage, staticMetadata } from '@/app/_components/static-page';

export const metadata = staticMetadata('/cart_old/');

export default function Page() {
  return <StaticPage path="/cart_old/" />;
}
