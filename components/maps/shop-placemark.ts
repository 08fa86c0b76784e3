import type { Shop } from '@/lib/platform/api/contracts/shops';
import { escapeHtml, subwayHtml } from '@/lib/platform/maps/placemark-html';

/** What the map needs of a shop. */
export type ShopPoint = Pick<
  Shop,
  'slug' | 'name' | 'address' | 'phone' | 'latitude' | 'longitude' | 'metro' | 'mall'
>;

export function toShopPoint(shop: Shop): ShopPoint {
  const { slug, name, address, phone, latitude, longitude, metro, mall } = shop;
  return { slug, name, address, phone, latitude, longitude, metro, mall };
}

/** Hint and balloon of a shop's placemark; every API string escaped (Yandex renders HTML). */
export function shopPlacemarkProperties(shop: ShopPoint) {
  return {
    hintContent: `<strong>${escapeHtml(shop.name)}</strong>${subwayHtml(shop.metro)}`,
    balloonContentHeader: escapeHtml(shop.name),
    balloonContentBody: [
      shop.mall ? `<div>${escapeHtml(shop.mall)}</div>` : '',
      `<div>${escapeHtml(shop.address)}</div>`,
      subwayHtml(shop.metro),
      `<div>${escapeHtml(shop.phone)}</div>`,
    ].join(''),
  };
}
