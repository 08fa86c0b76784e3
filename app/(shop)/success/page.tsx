import { StaticPage, staticMetadata } from '@/app/_components/static-page';

import { orderNumberFrom } from './_components/order-number';
import { ThankYou } from './_components/thank-you';

export const metadata = staticMetadata('/success/');

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /success/ (and ?order=<number>): the thank-you page after an order or a request. */
export default async function Page({ searchParams }: PageProps) {
  const { order } = await searchParams;
  return (
    <StaticPage path="/success/">
      <ThankYou orderNumber={orderNumberFrom(order)} />
    </StaticPage>
  );
}
