import { staticMetadata } from '@/app/_components/static-page';
import { OrdersView } from '@/features/account/components/orders-view';

import { AccountPage } from '../../_components/account-page';

export const metadata = staticMetadata('/account/orders/');

/** `?page=` of the orders list; anything that is not a positive whole number is page 1. */
function pageOf(value: string | string[] | undefined): number {
  const page = Number(Array.isArray(value) ? value[0] : value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

type Props = { searchParams: Promise<{ page?: string | string[] }> };

export default async function Page({ searchParams }: Props) {
  const { page } = await searchParams;
  return (
    <AccountPage path="/account/orders/">
      <OrdersView page={pageOf(page)} />
    </AccountPage>
  );
}
