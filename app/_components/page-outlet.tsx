'use client';

import dynamic from 'next/dynamic';
import { useEffect, type ReactNode } from 'react';

import { useUiStore } from '@/stores/ui-store';

// The not-found view loads only when a browser request answers 404.
const ClientNotFound = dynamic(
  () => import('./not-found-page').then((module) => module.NotFoundPage),
  { ssr: false },
);

/**
 * Shows the page, or the not-found page when a browser request answered 404 or nothing
 * (spec 7 "HTTP layer"; the HTTP layer sets the flag through app/providers.tsx).
 */
export function PageOutlet({ children }: { children: ReactNode }) {
  const pageNotFound = useUiStore((state) => state.pageNotFound);
  useEffect(() => {
    if (!pageNotFound) return;
    document.title = 'Страница не найдена';
    const robots = document.createElement('meta');
    robots.name = 'robots';
    robots.content = 'noindex';
    document.head.appendChild(robots);
    return () => robots.remove();
  }, [pageNotFound]);
  if (!pageNotFound) return <>{children}</>;
  return <ClientNotFound />;
}
