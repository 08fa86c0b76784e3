'use client';

import { useEffect, type ReactNode } from 'react';

import { NotFoundContent } from '@/components/layout/not-found-content';
import { usePopularProducts } from '@/features/recommendations/api/use-popular-products';
import { useUiStore } from '@/stores/ui-store';

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

function ClientNotFound() {
  const { data } = usePopularProducts();
  return <NotFoundContent items={data ?? []} />;
}
