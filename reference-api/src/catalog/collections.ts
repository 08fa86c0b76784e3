import type { Collection } from '../../../lib/platform/api/contracts/catalog';
import type { Db } from '../db/open-db';
import { searchKey } from '../seed/translit';

type CollectionRow = {
  id: number;
  slug: string;
  name: string;
  description: string;
  image: string | null;
  seo_title: string;
  seo_description: string;
  total: number;
};

const SELECT = `SELECT c.id, c.slug, c.name, c.description, c.image, c.seo_title, c.seo_description,
  (SELECT count(*) FROM collection_products cp WHERE cp.collection_id = c.id) AS total FROM collections c`;

function toCollection(row: CollectionRow): Collection {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    image: row.image,
    seoTitle: row.seo_title,
    seoDescription: row.seo_description,
    total: row.total,
  };
}

export function collectionBySlug(db: Db, slug: string): Collection | undefined {
  const row = db.prepare<[string], CollectionRow>(`${SELECT} WHERE c.slug = ?`).get(slug);
  return row && toCollection(row);
}

/**
 * Collections in display order, filtered by name (case-insensitive, ё = е; a handful, so in memory).
 * Only the name is searched: descriptions mention metals and stones, so «золото» would match most.
 */
export function listCollections(db: Db, searchQuery: string | undefined): Collection[] {
  const rows = db.prepare<[], CollectionRow>(`${SELECT} ORDER BY c.sort, c.id`).all();
  const query = searchKey(searchQuery?.trim() ?? '').replace(/\s+/g, ' ');
  const matches = query
    ? rows.filter((row) => searchKey(row.name).replace(/\s+/g, ' ').includes(query))
    : rows;
  return matches.map(toCollection);
}
