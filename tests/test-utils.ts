import { QueryClientProvider } from '@tanstack/react-query';
import { createElement, type ReactNode } from 'react';

import type { PublicSettings } from '@/lib/platform/env';
import { getQueryClient } from '@/lib/platform/query/get-query-client';

/** The runtime settings component tests render with (the defaults of .env.example). */
export const TEST_SETTINGS: PublicSettings = {
  supportPhone: '8 800 550-75-85',
  messengerUrl: 'https://t.me/x',
  goldBarsUrl: 'https://slitki.example.ru/',
  fullReloadNavigation: true,
  apiTimeoutMs: 10000,
};

/** The provider of the browser's one QueryClient, as app/providers.tsx mounts it. */
export const BrowserQueries = ({ children }: { children: ReactNode }) =>
  createElement(QueryClientProvider, { client: getQueryClient() }, children);
