'use client';

import type { ComponentProps } from 'react';

import { usePromotionTracking } from '@/lib/shop/analytics/use-list-tracking';

/**
 * A `<ul>` of banners (`promotionTileProps`): view_promotion for the banners seen, select_promotion
 * when one is followed.
 */
export function TrackedPromotions({ children, ...props }: ComponentProps<'ul'>) {
  const ref = usePromotionTracking();
  return (
    <ul ref={ref} {...props}>
      {children}
    </ul>
  );
}
