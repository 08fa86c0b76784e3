'use client';

import { GridItems } from './grid-items';
import { useLoadMoreContext } from './load-more-provider';

/** The grid items of the pages «Показать ещё» loaded, after the server-rendered ones. */
export function AppendedItems() {
  const { chunks, banners, shownCount } = useLoadMoreContext();
  const appended = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  // Each chunk's offset: the server-rendered products plus the chunks before it.
  const offsets = chunks.map((_, index) =>
    chunks.slice(0, index).reduce((sum, chunk) => sum + chunk.length, shownCount - appended),
  );
  return chunks.map((chunk, index) => (
    <GridItems key={index} tiles={chunk} banners={banners} offset={offsets[index]} />
  ));
}
