import type { AppStoreId } from '@/lib/platform/env';

/** The store links of /apponelink/ with their accessible names, in display order. */
export const APP_STORES: { id: AppStoreId; name: string; label: string }[] = [
  { id: 'appstore', name: 'App Store', label: 'Загрузить в App Store' },
  { id: 'googleplay', name: 'Google Play', label: 'Доступно в Google Play' },
  { id: 'appgallery', name: 'AppGallery', label: 'Откройте в AppGallery' },
  { id: 'rustore', name: 'RuStore', label: 'Скачайте из RuStore' },
];

/**
 * The store a phone's user agent belongs to, or null for anything else (desktop, unknown), which
 * then sees all four links. Huawei is checked before Android: HMS phones say "Android" too but
 * have no Google Play. iPadOS 13+ Safari claims to be a Mac; it is left on the links page, since
 * a real Mac looks the same.
 */
export function storeForUserAgent(userAgent: string | null | undefined): AppStoreId | null {
  if (!userAgent) return null;
  if (/\b(iPhone|iPad|iPod)\b/i.test(userAgent)) return 'appstore';
  if (/HMSCore|HuaweiBrowser|\bHarmonyOS\b/i.test(userAgent)) return 'appgallery';
  if (/\bAndroid\b/i.test(userAgent)) return 'googleplay';
  return null;
}
