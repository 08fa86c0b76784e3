import { vi } from 'vitest';

import { menuSections, toMenuCategories, type MenuData } from '@/components/layout/menu-data';
import { MENU_ADDRESS, resetMenuData } from '@/components/layout/menu-source';
import type { Category } from '@/lib/platform/api/contracts/catalog';

/**
 * Answers the menus' GET /api/menu/ with the given tree (a real Response through a stubbed
 * fetch) and forgets what an earlier test loaded. Returns the stub, to count the calls.
 */
export function serveMenuData(tree: Category[], data: Partial<MenuData> = {}) {
  resetMenuData();
  const categories = toMenuCategories(tree);
  const body: MenuData = {
    categories,
    sections: data.sections ?? menuSections(categories),
    filterGroups: data.filterGroups ?? [],
  };
  const fetch = vi.fn(async (input: RequestInfo | URL) =>
    String(input) === MENU_ADDRESS
      ? Response.json(body)
      : new Response('not found', { status: 404 }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
