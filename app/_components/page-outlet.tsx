'use client';

import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';

import { useUiStore } from '@/stores/ui-store';

import { NotFoundHead } from './not-found-head';

// The not-found view loads only when a browser request answers 404.
const ClientNotFound = dynamic(
  () => import('./not-found-page').then((module) => module.NotFoundPage),
  { ssr: false },
);

/**
 * Shows the page, or the not-found page when a browser request answered 404 or nothing
 * (spec 7 "HTTP layer"; the HTTP layer sets the flag through app/providers.tsx), with the 404's
 * title and noindex in the head (spec 2.5).
 */
export function PageOutlet({ children }: { children: ReactNode }) {
  const pageNotFound = useUiStore((state) => state.pageNotFound);
  if (!pageNotFound) return <>{children}</>;
  return (
    <>
      <NotFoundHead />
      <ClientNotFound />
    </>
  );
}
