'use client';

import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';

import { STORE_BRAND } from '@/lib/shop/constants';
import { useUiStore } from '@/stores/ui-store';

import { NOT_FOUND_TITLE } from './not-found-meta';

// The not-found view loads only when a browser request answers 404.
const ClientNotFound = dynamic(
  () => import('./not-found-page').then((module) => module.NotFoundPage),
  { ssr: false },
);

/**
 * Shows the page, or the not-found page when a browser request answered 404 or nothing
 * (spec 7 "HTTP layer"; the HTTP layer sets the flag through app/providers.tsx), with the 404's
 * title and noindex in the head (spec 2.5). React 19 hoists them into the head, the title ahead of
 * the page's, which is there from the first byte (metadata is never streamed, next.config.ts), and
 * takes them out again when the view goes.
 */
export function PageOutlet({ children }: { children: ReactNode }) {
  const pageNotFound = useUiStore((state) => state.pageNotFound);
  if (!pageNotFound) return <>{children}</>;
  return (
    <>
      <title>{`${NOT_FOUND_TITLE} — ${STORE_BRAND}`}</title>
      <meta name="robots" content="noindex, follow" />
      <ClientNotFound />
    </>
  );
}
