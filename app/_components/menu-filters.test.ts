// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { MenuCategory } from '@/components/layout/menu-data';

vi.mock('server-only', () => ({}));

const facet = (id: number, code: string, values: [number, string, number][]) => ({
  id,
  code,
  name: code,
  values: values.map(([valueId, name, count]) => ({ id: valueId, name, count })),
});

const FACETS: Record<string, ReturnType<typeof facet>[]> = {
  cepi: [
    facet(1, 'metal', [[10, 'Золото 585', 40]]),
    facet(4, 'weave', [
      [40, 'Бисмарк', 12],
      [41, 'Панцирное', 30],
      [42, 'Нет такого', 0],
    ]),
  ],
  'dragocennye-kamni': [
    facet(2, 'insert', [
      [7, 'Изумруд', 5],
      [8, 'Сапфир', 9],
    ]),
  ],
};
const asked: (string | null)[] = [];

vi.mock('@/features/catalog/api/get-products', () => ({
  getCategoryProducts: async (slug: string | null) => {
    asked.push(slug);
    if (slug === 'broken') throw new Error('catalogue down');
    return { filters: { feature: FACETS[slug ?? ''] ?? [], size: [] } };
  },
}));

const { getMenuSections } = await import('./menu-filters');

const TREE: MenuCategory[] = [
  {
    name: 'Кольца',
    slug: 'kolca',
    children: [{ name: 'Обручальные кольца', slug: 'obruchalnye-kolca' }],
  },
  { name: 'Цепи', slug: 'cepi' },
  { name: 'Драгоценные камни', slug: 'dragocennye-kamni' },
];

beforeEach(() => {
  asked.length = 0;
});

describe('getMenuSections', () => {
  it('gives chains their weaves and gemstones their stones, most used first, then «Все …»', async () => {
    const sections = await getMenuSections(TREE);
    const chains = sections.find((section) => section.title === 'Цепи')!;
    expect(chains).toEqual({
      title: 'Цепи',
      href: '/catalog/cepi/',
      links: [
        { label: 'Панцирное', href: '/catalog/cepi/?filters=list_4_41' },
        { label: 'Бисмарк', href: '/catalog/cepi/?filters=list_4_40' },
        { label: 'Все цепи', href: '/catalog/cepi/' },
      ],
    });
    const stones = sections.find((section) => section.title === 'Камни')!;
    expect(stones.links.map((link) => link.label)).toEqual(['Сапфир', 'Изумруд', 'Все камни']);
    // a category with subcategories asks for no facets
    expect(asked).not.toContain('kolca');
    expect(sections.find((section) => section.title === 'Кольца')!.links[0]).toEqual({
      label: 'Обручальные кольца',
      href: '/catalog/kolca/obruchalnye-kolca/',
    });
  });

  it('a category whose facets cannot be read keeps its «Все …» link', async () => {
    const sections = await getMenuSections([{ name: 'Цепи', slug: 'broken' }]);
    expect(sections.find((section) => section.title === 'Цепи')).toEqual({
      title: 'Цепи',
      href: '/catalog/broken/',
      links: [{ label: 'Все цепи', href: '/catalog/broken/' }],
    });
  });
});
