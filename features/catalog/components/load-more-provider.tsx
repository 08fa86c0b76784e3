'use client';

import { createContext, useContext, type ReactNode } from 'react';

import type { Banner } from '@/lib/platform/api/contracts/main';

import { useLoadMore, type LoadMoreOptions, type LoadMoreState } from '../hooks/use-load-more';

type LoadMoreContextValue = LoadMoreState &
  Pick<LoadMoreOptions, 'basePath' | 'query' | 'defaults'> & { banners: Banner[] };

const LoadMoreContext = createContext<LoadMoreContextValue | null>(null);

type LoadMoreProviderProps = LoadMoreOptions & { banners: Banner[]; children: ReactNode };

/**
 * Shares the «Показать ещё» state between the grid's items (the server-rendered page's and the
 * loaded ones), the button and the page links: each tile and banner travels to the browser once.
 */
export function LoadMoreProvider({ banners, children, ...options }: LoadMoreProviderProps) {
  const state = useLoadMore(options);
  const value: LoadMoreContextValue = {
    ...state,
    banners,
    basePath: options.basePath,
    query: options.query,
    defaults: options.defaults,
  };
  return <LoadMoreContext.Provider value={value}>{children}</LoadMoreContext.Provider>;
}

export function useLoadMoreContext(): LoadMoreContextValue {
  const value = useContext(LoadMoreContext);
  if (!value) throw new Error('useLoadMoreContext must be used inside <LoadMoreProvider>');
  return value;
}
