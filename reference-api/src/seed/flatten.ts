import type { CategoryDef } from './categories';

export type FlatCategory = {
  id: number;
  parentId: number | null;
  sort: number;
  def: CategoryDef;
};

/** Numbers the tree depth-first (ids are stable as long as the tree definition is). */
export function flattenCategories(tree: readonly CategoryDef[]): FlatCategory[] {
  const out: FlatCategory[] = [];
  const walk = (defs: readonly CategoryDef[], parentId: number | null): void => {
    defs.forEach((def, sort) => {
      const id = out.length + 1;
      out.push({ id, parentId, sort, def });
      walk(def.children ?? [], id);
    });
  };
  walk(tree, null);
  return out;
}
