import { headers } from 'next/headers';
import { redirect } from 'next/navigation';

import { StaticPage, staticMetadata } from '@/app/_components/static-page';
import { AppStoreLinks } from '@/features/native-app/components/app-store-links';
import { storeForUserAgent } from '@/features/native-app/store-links';
import { appStoreUrls } from '@/lib/platform/env';
import { isAppUserAgent } from '@/lib/shop/app-mode';

export const metadata = staticMetadata('/apponelink/');

/**
 * /apponelink/ (spec 1): one link for printed codes and messages that sends a phone to its own
 * store (307, so the choice is made again on every visit) and shows every other device, and the
 * app's own web view, all four store links.
 */
export default async function Page() {
  const userAgent = (await headers()).get('user-agent');
  const urls = appStoreUrls();
  const store = isAppUserAgent(userAgent) ? null : storeForUserAgent(userAgent);
  if (store) redirect(urls[store]);
  return (
    <StaticPage path="/apponelink/">
      <p>
        Каталог украшений, бонусная карта, статусы заказов и онлайн-трансляции — в приложении
        магазина. Выберите магазин приложений для своего телефона:
      </p>
      <AppStoreLinks urls={urls} />
      <p>
        Приложение бесплатное и работает на iPhone, Android, смартфонах Huawei и Honor. Уже
        установили? Откройте его и войдите по номеру телефона — избранное и корзина сохранятся.
      </p>
    </StaticPage>
  );
}
