import type { Metadata } from 'next';

import { ReservationView } from '@/features/reservation/components/reservation-view';

/** A personal page: never indexed, never kept by the page cache (lib/platform/page-cache). */
export const metadata: Metadata = {
  title: 'Бронь в магазине',
  robots: { index: false, follow: false },
};

type PageProps = { params: Promise<{ uuid: string }> };

/**
 * /reservation/{uuid}/ (a guest's link adds `?token=`): the reservation, read in the browser with
 * the customer's session or the token, so the server renders nothing of it.
 */
export default async function Page({ params }: PageProps) {
  const { uuid } = await params;
  return <ReservationView uuid={uuid} />;
}
