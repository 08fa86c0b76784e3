import type { z } from 'zod';

import type { featureFacetSchema } from '../../../lib/platform/api/contracts/catalog';
import type { Db } from '../db/open-db';

import type { FacetIndex } from './facet-index';

type FeatureFacet = z.infer<typeof featureFacetSchema>;
type ValueInfo = { attributeId: number; name: string; sort: number };

/** Attribute and value names never change between seeds, so facets take them from memory. */
export type AttributeDictionary = {
  attributes: { id: number; code: string; name: string }[];
  values: Map<number, ValueInfo>;
};

export function loadAttributeDictionary(db: Db): AttributeDictionary {
  const attributes = db
    .prepare<[], { id: number; code: string; name: string }>(
      'SELECT id, code, name FROM attributes ORDER BY sort, id',
    )
    .all();
  const rows = db
    .prepare<[], { id: number; attribute_id: number; name: string; sort: number }>(
      'SELECT id, attribute_id, name, sort FROM attribute_values',
    )
    .all();
  const values = new Map(
    rows.map((row) => [row.id, { attributeId: row.attribute_id, name: row.name, sort: row.sort }]),
  );
  return { attributes, values };
}

/**
 * Feature facets. `base` is the filtered product list; `ownFilterOff` maps each attribute the shopper
 * filters on to the list filtered by everything except that attribute, so the other values of a
 * picked attribute stay selectable (multi-select) while every other filter still narrows them.
 */
export function countFeatures(
  index: FacetIndex,
  dictionary: AttributeDictionary,
  base: readonly number[],
  ownFilterOff: ReadonlyMap<number, readonly number[]>,
  selected: Iterable<number> = [],
): FeatureFacet[] {
  // a chosen value stays listed (count 0) even when nothing matches, so it keeps its name
  const counts = new Map<number, number>([...selected].map((id) => [id, 0]));
  const count = (products: readonly number[], keep: (attributeId: number) => boolean): void => {
    for (const seq of products) {
      for (const valueId of index.valuesOf(seq)) {
        const info = dictionary.values.get(valueId);
        if (info && keep(info.attributeId)) counts.set(valueId, (counts.get(valueId) ?? 0) + 1);
      }
    }
  };
  count(base, (attributeId) => !ownFilterOff.has(attributeId));
  for (const [attributeId, products] of ownFilterOff) count(products, (id) => id === attributeId);
  return dictionary.attributes.flatMap((attribute) => {
    const values = [...counts]
      .flatMap(([id, n]) => {
        const info = dictionary.values.get(id);
        return info?.attributeId === attribute.id
          ? [{ id, name: info.name, count: n, sort: info.sort }]
          : [];
      })
      .sort((a, b) => a.sort - b.sort)
      .map(({ id, name, count: n }) => ({ id, name, count: n }));
    return values.length > 0 ? [{ ...attribute, values }] : [];
  });
}

/** Sellable sizes of the listed products with product counts, in numeric order. */
export function countSizes(
  index: Pick<FacetIndex, 'sizesOf' | 'sizeOrder'>,
  products: readonly number[],
  selected: Iterable<string> = [],
): { value: string; count: number }[] {
  const counts = new Map<string, number>([...selected].map((size) => [size, 0]));
  for (const seq of products) {
    for (const size of new Set(index.sizesOf(seq))) counts.set(size, (counts.get(size) ?? 0) + 1);
  }
  return [...counts]
    .sort(([a], [b]) => index.sizeOrder(a) - index.sizeOrder(b))
    .map(([value, count]) => ({ value, count }));
}
