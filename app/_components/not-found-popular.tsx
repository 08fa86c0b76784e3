'use client';

import dynamic from 'next/dynamic';

/**
 * The 404 page's «Популярные товары». A not-found element's client code ships with every page of
 * its segment, so the list's fetch and slider (React Query, cards, carousel) are a separate chunk
 * that only a shown 404 loads (docs/performance.md).
 */
export const NotFoundPopular = dynamic(
  () => import('./popular-products-slider').then((module) => module.PopularProductsSlider),
  { ssr: false },
);
