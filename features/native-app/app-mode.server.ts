import 'server-only';

import { cookies, headers } from 'next/headers';

import { APP_MODE_COOKIE, detectAppMode } from '@/lib/shop/app-mode';

/** App mode of the current request (the user-agent token or the `app_mode=1` cookie). */
export async function getAppMode(): Promise<boolean> {
  const [cookieStore, headerList] = await Promise.all([cookies(), headers()]);
  return detectAppMode({
    userAgent: headerList.get('user-agent'),
    cookie: cookieStore.get(APP_MODE_COOKIE)?.value ?? null,
  });
}
