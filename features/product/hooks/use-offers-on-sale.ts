'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useMemo, useState } from 'react';

import type { ProductOffer } from '@/lib/platform/api/contracts/catalog';

/**
 * The page's offers less those the cart service refused as out of stock during this page view.
 * A product page comes from the page cache or has been open a while, so it can be
 * older than the stock. A refusal also reads the page again (`router.refresh`), so the other
 * sizes follow the fresh stock too; the refused one stays hidden even if that read is older.
 */
export function useOffersOnSale(offers: ProductOffer[]): {
  onSale: ProductOffer[];
  refuse: (offerId: string) => void;
} {
  const router = useRouter();
  const [refused, setRefused] = useState<ReadonlySet<string>>(() => new Set());
  const onSale = useMemo(
    () => (refused.size === 0 ? offers : offers.filter((offer) => !refused.has(offer.id))),
    [offers, refused],
  );
  const refuse = useCallback(
    (offerId: string) => {
      setRefused((current) => new Set(current).add(offerId));
      router.refresh();
    },
    [router],
  );
  return { onSale, refuse };
}
