import { describe, expect, it } from 'vitest';

import type { Category } from '@/lib/platform/api/contracts/catalog';

import { findCategory, toMenuCategories } from './menu-data';

const category = (id: number, name: string, slug: string, children: Category[] = []): Category => ({
  id,
  name,
  slug,
  icon: null,
  previewImage: `/media/c/${slug}.svg`,
  seoTitle: `${name} — купить`,
  seoDescription: `${name} в ювелирном магазине`,
  children,
});

describe('toMenuCategories', () => {
  it('keeps names, addresses and non-empty child lists only (every page carries the tree)', () => {
    const tree = [
      category(1, 'Кольца', 'kolca', [category(2, 'Обручальные кольца', 'obruchalnye-kolca')]),
      category(13, 'Цепи', 'cepi'),
    ];
    expect(toMenuCategories(tree)).toEqual([
      {
        name: 'Кольца',
        slug: 'kolca',
        children: [{ name: 'Обручальные кольца', slug: 'obruchalnye-kolca' }],
      },
      { name: 'Цепи', slug: 'cepi' },
    ]);
  });

  it('leaves a tree the menus can still search by slug and by name', () => {
    const menu = toMenuCategories([
      category(10, 'Подвески и кулоны', 'podveski', [category(11, 'Подвески-буквы', 'bukvy')]),
    ]);
    expect(findCategory(menu, 'bukvy')?.name).toBe('Подвески-буквы');
    expect(findCategory(menu, 'no-such', ['Подвески'])?.slug).toBe('podveski');
  });
});
