'use client';

import dynamic from 'next/dynamic';

/**
 * The 404 page's «Вы смотрели». Like the popular products beside it (not-found-popular.tsx), a
 * separate chunk that only a shown 404 loads; it reads this device's list in the browser only.
 */
export const NotFoundRecent = dynamic(
  () =>
    import('@/features/recently-viewed/components/recently-viewed-slider')
      .then((module) => module.RecentlyViewedSlider)
      // a load that fails (offline) shows nothing rather than breaking the 404 page
      .catch(() => () => null),
  { ssr: false },
);
