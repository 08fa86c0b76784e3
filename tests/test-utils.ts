import type { PublicSettings } from '@/lib/platform/env';

/** The runtime settings component tests render with (the defaults of .env.example). */
export const TEST_SETTINGS: PublicSettings = {
  supportPhone: '8 800 550-75-85',
  messengerUrl: 'https://t.me/x',
  goldBarsUrl: 'https://slitki.example.ru/',
  fullReloadNavigation: true,
  apiTimeoutMs: 10000,
};
