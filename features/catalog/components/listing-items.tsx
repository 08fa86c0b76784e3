'use client';

import { GridItems } from './grid-items';
import { useLoadMoreContext } from './load-more-provider';

/** The grid's items: the server-rendered page's, then those of each page «Показать ещё» loaded. */
export function ListingItems() {
  const { chunks, banners } = useLoadMoreContext();
  // each page's offset (the products above it) continues the banner count
  const offsets = chunks.map((_, index) =>
    chunks.slice(0, index).reduce((sum, chunk) => sum + chunk.length, 0),
  );
  return chunks.map((chunk, index) => (
    <GridItems key={index} tiles={chunk} banners={banners} offset={offsets[index]} />
  ));
}
