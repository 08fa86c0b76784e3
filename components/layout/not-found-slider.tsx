'use client';

import dynamic from 'next/dynamic';

/**
 * The 404 page's «Популярные товары» slider. A not-found boundary's client code ships with every
 * page of its segment, so the slider (cards, carousel) is a separate chunk that only a rendered 404
 * loads (issue 7). Still server-rendered.
 */
export const NotFoundSlider = dynamic(() =>
  import('@/components/product/recommendation-slider').then(
    (module) => module.RecommendationSlider,
  ),
);
