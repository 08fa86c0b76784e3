import 'server-only';

import {
  categoryHref,
  findCategory,
  MEGA_SECTIONS,
  menuSections,
  toMenuCategories,
  type MenuCategory,
  type MenuData,
  type MenuFilterGroup,
  type MenuLink,
  type MenuSection,
} from '@/components/layout/menu-data';
import { getCategoryTreeOrEmpty } from '@/features/catalog/api/get-category-tree';
import { getCategoryProducts } from '@/features/catalog/api/get-products';
import type { ProductListResponse } from '@/lib/platform/api/contracts/catalog';

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
 * What the catalogue menus show from the catalogue service: the category tree, the sections and
 * the filter shortcuts. An unreachable service leaves the categories empty (the menus keep their
 * other links).
 */
export async function getMenuData(): Promise<MenuData> {
  const [tree, filterGroups] = await Promise.all([getCategoryTreeOrEmpty(), getMenuFilterGroups()]);
  const categories = toMenuCategories(tree);
  return { categories, sections: await getMenuSections(categories), filterGroups };
}

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
      .map((facet) => ({ title: TITLES[facet.code]!, links: facetLinks(facet, '/catalog/') }))
      .filter((group) => group.links.length > 0);
  } catch {
    return [];
  }
}

type Facet = ProductListResponse['filters']['feature'][number];

/** A facet's most used values, each linking to `listing` filtered by it. */
function facetLinks(facet: Facet, listing: string): MenuLink[] {
  return [...facet.values]
    .filter((value) => value.count > 0)
    .sort((a, b) => b.count - a.count)
    .slice(0, LINKS_PER_GROUP)
    .map((value) => ({
      label: value.name,
      href: `${listing}?filters=list_${facet.id}_${value.id}`,
    }));
}

/**
 * The mega-menu's category sections (spec 2.4). A category without subcategories (chains,
 * gemstones) gets the values of its own facet instead — chains by weave, gemstones by stone — each
 * linking to the category filtered by it, as its listing's filters do. A category whose facets
 * cannot be read keeps its «Все …» link.
 */
export async function getMenuSections(categories: MenuCategory[]): Promise<MenuSection[]> {
  const entries = await Promise.all(
    MEGA_SECTIONS.map(async (section): Promise<[string, MenuLink[]]> => {
      const found = findCategory(categories, section.slug, section.names);
      if (found?.children?.length) return [section.slug, []];
      const slug = found?.slug ?? section.slug;
      try {
        const { filters } = await getCategoryProducts(slug, { limit: 1 });
        const facet = filters.feature.find((item) => item.code === section.facet);
        return [section.slug, facet ? facetLinks(facet, categoryHref(slug)) : []];
      } catch {
        return [section.slug, []];
      }
    }),
  );
  return menuSections(categories, Object.fromEntries(entries));
}
