import type { Banner } from '@/lib/platform/api/contracts/main';

import type { Promotion } from './events';

/**
 * A banner as a GA4 promotion: its id and title, the picture's file as the creative, and where it
 * stands (`home_1`, `catalog_2`…) as the slot.
 */
export function bannerPromotion(banner: Banner, position: number): Promotion {
  const file = banner.image.split('/').pop()?.split('?')[0] ?? banner.image;
  return {
    promotion_id: String(banner.id),
    promotion_name: banner.title,
    creative_name: file,
    creative_slot: `${banner.placement}_${position}`,
  };
}
