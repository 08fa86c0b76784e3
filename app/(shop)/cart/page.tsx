import { staticMetadata } from '@/app/_components/static-page';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { CartView } from '@/features/cart/components/cart-view';

export const metadata = staticMetadata('/cart/');

/**
 * The cart is one shopper's data: it is read in the browser (React Query), never rendered into
 * the page's HTML, so the page itself stays static.
 */
export default function Page() {
  return (
    <div className="page container">
      <Breadcrumbs items={[{ label: 'Главная', href: '/' }, { label: 'Корзина' }]} />
      <CartView />
    </div>
  );
}
