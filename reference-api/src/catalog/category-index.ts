import type { Category } from '../../../lib/platform/api/contracts/catalog';
import type { Db } from '../db/open-db';

type CategoryRow = {
  id: number;
  parent_id: number | null;
  slug: string;
  name: string;
  icon: string | null;
  preview_image: string | null;
  seo_title: string;
  seo_description: string;
};

export type CategoryRef = { id: number; name: string; slug: string };

/**
 * The category tree held in memory: it is small and changes only with a re-seed, and product
 * responses need ancestor paths for every item.
 */
export type CategoryIndex = {
  tree(): Category[];
  bySlug(slug: string): CategoryRef | undefined;
  byId(id: number): CategoryRef | undefined;
  /** Root-to-leaf path of a category, the category included. */
  path(id: number): CategoryRef[];
};

export function loadCategoryIndex(db: Db): CategoryIndex {
  const rows = db.prepare<[], CategoryRow>('SELECT * FROM categories ORDER BY sort, id').all();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const bySlug = new Map(rows.map((row) => [row.slug, row]));
  const ref = (row: CategoryRow): CategoryRef => ({ id: row.id, name: row.name, slug: row.slug });
  const build = (parentId: number | null): Category[] =>
    rows
      .filter((row) => row.parent_id === parentId)
      .map((row) => ({
        id: row.id,
        name: row.name,
        slug: row.slug,
        icon: row.icon,
        previewImage: row.preview_image,
        seoTitle: row.seo_title,
        seoDescription: row.seo_description,
        children: build(row.id),
      }));
  const tree = build(null);
  return {
    tree: () => tree,
    bySlug: (slug) => {
      const row = bySlug.get(slug);
      return row && ref(row);
    },
    byId: (id) => {
      const row = byId.get(id);
      return row && ref(row);
    },
    path: (id) => {
      const out: CategoryRef[] = [];
      for (
        let row = byId.get(id);
        row;
        row = row.parent_id === null ? undefined : byId.get(row.parent_id)
      ) {
        out.unshift(ref(row));
      }
      return out;
    },
  };
}
