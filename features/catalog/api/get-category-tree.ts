import 'server-only';

import { CACHE, cachedGetter } from '@/lib/platform/api/cache';
import { parseContract } from '@/lib/platform/api/client';
import { categoryTreeResponseSchema, type Category } from '@/lib/platform/api/contracts/catalog';
import { serverClient } from '@/lib/platform/api/server';

const PATH = '/category/tree';

/** The whole category tree (GET /category/tree on the catalogue service), cached. */
export const getCategoryTree = cachedGetter(
  'category-tree',
  'catalog',
  CACHE.categories,
  async (): Promise<Category[]> => {
    const response = await serverClient('catalog').get(PATH);
    return parseContract(categoryTreeResponseSchema, response.data, PATH).items;
  },
);

/** The tree for the chrome: an unreachable catalogue service leaves the menus empty, not the page broken. */
export async function getCategoryTreeOrEmpty(): Promise<Category[]> {
  try {
    return await getCategoryTree();
  } catch {
    return [];
  }
}

/** Finds a category by its slug path (`['sale', 'akciia-skidki-do-80']`) and the trail to it. */
export function findCategoryTrail(tree: Category[], slugs: string[]): Category[] | null {
  const trail: Category[] = [];
  let level = tree;
  for (const slug of slugs) {
    const found = level.find((category) => category.slug === slug);
    if (!found) return null;
    trail.push(found);
    level = found.children;
  }
  return trail;
}
