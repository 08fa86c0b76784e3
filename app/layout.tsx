import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import type { ReactNode } from 'react';

import { AssetReloadScript } from '@/components/layout/asset-reload-script';
import { publicSettings, siteUrl } from '@/lib/platform/env';
import { NONCE_HEADER } from '@/lib/platform/security/nonce-header';

import { Providers } from './providers';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  title: {
    default: 'Ювелирный магазин — украшения из золота и серебра',
    template: '%s — Ювелирный магазин',
  },
  description:
    'Кольца, серьги, подвески, цепи и браслеты из золота и серебра с бриллиантами и драгоценными камнями. Доставка по России, самовывоз из магазинов.',
  applicationName: 'Ювелирный магазин',
  openGraph: { type: 'website', locale: 'ru_RU', siteName: 'Ювелирный магазин' },
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#0b5d4b',
};

/**
 * Every page renders on request: nothing is fetched at build time, so `next build` succeeds with
 * the API stopped, and no page is baked with empty data. The data itself is cached by the getters
 * (lib/platform/api/cache.ts). A `connection()` call here is not enough: pages render in parallel with the
 * layout and would still fetch during the build's prerender pass.
 */
export const dynamic = 'force-dynamic';

export default async function RootLayout({ children }: { children: ReactNode }) {
  // the page's CSP nonce (proxy.ts); Next puts it on its own scripts by itself
  const nonce = (await headers()).get(NONCE_HEADER) ?? undefined;
  return (
    <html lang="ru">
      <head>
        <AssetReloadScript nonce={nonce} />
      </head>
      <body>
        <Providers settings={publicSettings()}>{children}</Providers>
      </body>
    </html>
  );
}
