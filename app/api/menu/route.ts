import { getMenuData } from '@/app/_components/menu-filters';

/**
 * The catalogue menus' data (components/layout/menu-source.ts): pages do not carry the category
 * tree, the menus load it on first open. Shared by every page and shopper, so browsers keep it a
 * minute and may use it while asking again; without the catalogue service the answer is the menus'
 * fixed links and is kept nowhere.
 */
export async function GET(): Promise<Response> {
  const data = await getMenuData();
  const kept = data.categories.length > 0;
  return Response.json(data, {
    headers: {
      'cache-control': kept ? 'public, max-age=60, stale-while-revalidate=3600' : 'no-store',
    },
  });
}
