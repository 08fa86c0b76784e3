import 'server-only';

import type { MenuFilterGroup } from '@/components/layout/mega-menu';
import { getCategoryProducts } from '@/features/catalog/api/get-products';

/** ui-copy.md names of the mega-menu's filter shortcuts, by attribute code. */
const TITLES: Record<string, string> = {
  metal: 'Металл',
  insert: 'Вставка',
  style: 'Стиль',
  weave: 'Плетение',
  stone_color: 'Цвет камня',
};
const LINKS_PER_GROUP = 8;

/**
 * The mega-menu's filter shortcuts (spec 2.4: metal, insert stone, style, weave, stone colour),
 * made from the whole catalogue's facets: each value links to the catalogue filtered by it. None
 * when the catalogue service cannot answer (the menu keeps its other columns).
 */
export async function getMenuFilterGroups(): Promise<MenuFilterGroup[]> {
  try {
    const { filters } = await getCategoryProducts(null, { limit: 1 });
    return filters.feature
      .filter((facet) => TITLES[facet.code])
      .map((facet) => ({
        title: TITLES[facet.code]!,
        links: [...facet.values]
          .filter((value) => value.count > 0)
          .sort((a, b) => b.count - a.count)
          .slice(0, LINKS_PER_GROUP)
          .map((value) => ({
            label: value.name,
            href: `/catalog/?filters=list_${facet.id}_${value.id}`,
          })),
      }))
      .filter((group) => group.links.length > 0);
  } catch {
    return [];
  }
}
