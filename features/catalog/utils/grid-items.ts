/**
 * Banners go after every 12th product of the grid (spec 2.4: "after each full row"). The server
 * cannot know the row length (4 from 992px, 3 from 768px, 2 below), and 12 is a multiple of all
 * three, so a banner always follows a full row. Banners cycle when there are more rows than banners.
 */
export const BANNER_EVERY = 12;

export type GridItem<P, B> =
  | { kind: 'product'; product: P; position: number }
  | { kind: 'banner'; banner: B; position: number };

/**
 * Products interleaved with banners. `offset` is how many products the grid already shows above
 * these (the «Показать ещё» pages continue the count, so the rule holds across appended pages).
 */
export function withBanners<P, B>(products: P[], banners: B[], offset = 0): GridItem<P, B>[] {
  const items: GridItem<P, B>[] = [];
  products.forEach((product, index) => {
    const position = offset + index + 1;
    items.push({ kind: 'product', product, position });
    if (banners.length > 0 && position % BANNER_EVERY === 0) {
      const banner = banners[(position / BANNER_EVERY - 1) % banners.length]!;
      items.push({ kind: 'banner', banner, position });
    }
  });
  return items;
}
