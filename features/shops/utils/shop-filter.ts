import type { Shop } from '@/lib/platform/api/contracts/shops';

const normalize = (text: string) => text.toLocaleLowerCase('ru-RU').replace(/ё/g, 'е').trim();

/** What a shop is found by: name, address, metro station and mall. */
export function shopSearchText(shop: Pick<Shop, 'name' | 'address' | 'metro' | 'mall'>): string {
  return normalize(
    [shop.name, shop.address, shop.metro?.name, shop.mall].filter(Boolean).join(' '),
  );
}

/** True when every word of the query is in the shop's search text («ё» and «е» are the same). */
export function matchesShop(searchText: string, query: string): boolean {
  const words = normalize(query).split(/\s+/).filter(Boolean);
  return words.every((word) => searchText.includes(word));
}
