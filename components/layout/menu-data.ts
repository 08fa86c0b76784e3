import type { Category } from '@/lib/platform/api/contracts/catalog';

/**
 * What the menus need of a category: its name and address. The header is a client component on
 * every page, so the tree it gets travels in every page's payload: ids, icons, SEO texts, preview
 * images and empty child lists stay out of it (docs/performance.md).
 */
export type MenuCategory = Pick<Category, 'name' | 'slug'> & { children?: MenuCategory[] };

/** The category tree cut down to what the menus show. */
export function toMenuCategories(categories: Category[]): MenuCategory[] {
  return categories.map(({ name, slug, children }) =>
    children?.length ? { name, slug, children: toMenuCategories(children) } : { name, slug },
  );
}

export type MenuLink = { label: string; href: string };

type CategoryRef = { label: string; slug: string; names: string[] };

const norm = (text: string) => text.trim().toLocaleLowerCase('ru-RU').replace(/ё/g, 'е');

/** Depth-first search of the category tree by slug, then by the start of the name. */
export function findCategory(
  categories: MenuCategory[],
  slug: string,
  names: string[] = [],
): MenuCategory | null {
  const all: MenuCategory[] = [];
  const walk = (list: MenuCategory[]) =>
    list.forEach((item) => {
      all.push(item);
      walk(item.children ?? []);
    });
  walk(categories);
  const bySlug = all.find((item) => item.slug === slug);
  if (bySlug) return bySlug;
  const prefixes = names.map(norm);
  return all.find((item) => prefixes.some((prefix) => norm(item.name).startsWith(prefix))) ?? null;
}

/** A category's address: its slug path from the root, e.g. /catalog/kolca/obruchalnye-kolca/. */
export const categoryHref = (...slugs: string[]) => `/catalog/${slugs.join('/')}/`;

const ref = (label: string, slug: string, ...names: string[]): CategoryRef => ({
  label,
  slug,
  names: [label, ...names],
});

/** The 13 entries of the mobile catalogue menu, in the order of spec 2.4 (after «Все украшения»). */
const MOBILE_CATALOG: CategoryRef[] = [
  ref('Кольца', 'kolca'),
  ref('Серьги', 'sergi'),
  ref('Подвески', 'podveski', 'Подвески и кулоны'),
  ref('Цепи', 'cepi', 'Цепочки'),
  ref('Колье', 'kole'),
  ref('Браслеты', 'braslety'),
  ref('Броши', 'broshi'),
  ref('Пирсинг', 'pirsing'),
  ref('Часы', 'chasy'),
  ref('Сувениры и подарки', 'suveniry-i-podarki', 'Сувениры'),
  ref('Подарочные сертификаты', 'podarochnye-sertifikaty', 'Сертификаты'),
  ref('Драгоценные камни', 'dragocennye-kamni', 'Камни'),
];

export function mobileCatalogLinks(categories: MenuCategory[]): MenuLink[] {
  return [
    { label: 'Все украшения', href: '/catalog/' },
    ...MOBILE_CATALOG.map(({ label, slug, names }) => {
      const found = findCategory(categories, slug, names);
      return { label, href: categoryHref(found?.slug ?? slug) };
    }),
  ];
}

export type SectionRef = CategoryRef & {
  /** The last link of the section: the whole category. */
  all: string;
  /** The facet whose values stand in for subcategories when the category has none. */
  facet: string;
};

/**
 * Category sections of the mega-menu (spec 2.4: rings, earrings, pendants, chains, stones), «Камни»
 * being the gemstones. Chains are told apart by weave and gemstones by the stone, so those facets
 * stand in for subcategories the catalogue does not have.
 */
export const MEGA_SECTIONS: SectionRef[] = [
  { ...ref('Кольца', 'kolca'), all: 'Все кольца', facet: 'insert' },
  { ...ref('Серьги', 'sergi'), all: 'Все серьги', facet: 'insert' },
  { ...ref('Подвески', 'podveski', 'Подвески и кулоны'), all: 'Все подвески', facet: 'insert' },
  { ...ref('Цепи', 'cepi', 'Цепочки'), all: 'Все цепи', facet: 'weave' },
  {
    label: 'Камни',
    slug: 'dragocennye-kamni',
    names: ['Драгоценные камни', 'Камни'],
    all: 'Все камни',
    facet: 'insert',
  },
];

/** A category section of the menus: its heading links the category, its links go into it. */
export type MenuSection = { title: string; href: string; links: MenuLink[] };

/** A filter shortcut column (metal, insert, style, weave, stone colour): title and links. */
export type MenuFilterGroup = { title: string; links: MenuLink[] };

/**
 * Everything the catalogue menus show that comes from the catalogue service (GET /api/menu/):
 * pages do not carry it, the menus load it on first open.
 */
export type MenuData = {
  categories: MenuCategory[];
  sections: MenuSection[];
  filterGroups: MenuFilterGroup[];
};

/**
 * The sections with their links: the category's subcategories, or, for a category without any,
 * the links of its facet (`facetLinks` by section slug, made on the server from the category's
 * own filters), then «Все …». Never a heading over nothing: «Все …» is always there.
 */
export function menuSections(
  categories: MenuCategory[],
  facetLinks: Record<string, MenuLink[]> = {},
): MenuSection[] {
  return MEGA_SECTIONS.map((section) => {
    const found = findCategory(categories, section.slug, section.names);
    const slug = found?.slug ?? section.slug;
    const children = (found?.children ?? []).map((child) => ({
      label: child.name,
      href: categoryHref(slug, child.slug),
    }));
    const links = children.length > 0 ? children : (facetLinks[section.slug] ?? []);
    const href = categoryHref(slug);
    return { title: section.label, href, links: [...links, { label: section.all, href }] };
  });
}

export const COLLECTION_LINKS: MenuLink[] = [
  { label: 'Все коллекции', href: '/collections/' },
  { label: 'Luxe Amirald', href: '/collections/luxe-amirald/' },
  { label: 'Аутлет', href: '/collections/outlet/' },
  { label: 'Православные украшения', href: '/collections/pravoslavnye-ukrasheniya/' },
];

const priceHref = (min: number, max: number | null) =>
  `/catalog/?filters=numeric_price_${min},${max ?? ''}`;

/** Price bands of spec 2.4 with the labels of ui-copy.md. */
export const PRICE_LINKS: MenuLink[] = [
  { label: 'до 5 000 ₽', href: priceHref(0, 5000) },
  { label: '5 000 – 10 000 ₽', href: priceHref(5000, 10000) },
  { label: '10 000 – 20 000 ₽', href: priceHref(10000, 20000) },
  { label: '20 000 – 50 000 ₽', href: priceHref(20000, 50000) },
  { label: 'от 50 000 ₽', href: priceHref(50000, null) },
];

/** Links of the mobile burger menu; «Слитки» and the phone are added by the menu itself. */
export const BURGER_LINKS: MenuLink[] = [
  { label: 'Каталог', href: '/catalog/' },
  { label: 'Коллекции', href: '/collections/' },
  { label: 'Прямой эфир', href: '/online/' },
  { label: 'Магазины', href: '/addresses/' },
  { label: 'Доставка', href: '/delivery/' },
  { label: 'Оплата', href: '/oplata/' },
  { label: 'Блог', href: '/blog/' },
  { label: 'Вакансии', href: '/vacancies/' },
];

export { telHref } from '@/lib/shop/format/tel-href';
