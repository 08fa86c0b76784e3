import { staticMetadata } from '@/app/_components/static-page';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { IncorrectProducts } from '@/features/cart/components/incorrect-products';
import { sitePage } from '@/lib/shop/site-pages';

const PATH = '/incorrect-products-count/';

export const metadata = staticMetadata(PATH);

export default function Page() {
  const { title } = sitePage(PATH);
  return (
    <div className="page container">
      <Breadcrumbs
        items={[
          { label: 'Главная', href: '/' },
          { label: 'Корзина', href: '/cart/' },
          { label: title },
        ]}
      />
      <h1 className="page-title">{title}</h1>
      <IncorrectProducts />
    </div>
  );
}
