import type { ShopService } from '@/lib/platform/api/contracts/shops';

/** How the shop list names each service. */
export const SERVICE_LABELS: Record<ShopService, string> = {
  pickup: 'Самовывоз заказов',
  repair: 'Ремонт',
  engraving: 'Гравировка',
  cleaning: 'Чистка украшений',
};
