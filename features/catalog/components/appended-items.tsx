'use client';

import dynamic from 'next/dynamic';

import { useLoadMoreContext } from './load-more-provider';

// The cards' code loads with the first «Показать ещё»: the first page's cards are server-rendered
// and need no client JS (docs/performance.md).
const GridItems = dynamic(() => import('./grid-items').then((module) => module.GridItems), {
  ssr: false,
});

/** The grid items of the pages «Показать ещё» loaded, after the server-rendered ones. */
export function AppendedItems() {
  const { chunks, banners, shownCount } = useLoadMoreContext();
  const appended = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  // Each chunk's offset: the server-rendered products plus the chunks before it.
  const offsets = chunks.map((_, index) =>
    chunks.slice(0, index).reduce((sum, chunk) => sum + chunk.length, shownCount - appended),
  );
  return chunks.map((chunk, index) => (
    <GridItems key={index} products={chunk} banners={banners} offset={offsets[index]} />
  ));
}
