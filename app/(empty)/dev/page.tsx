import type { Metadata } from 'next';
import nextPackage from 'next/package.json';
import { connection } from 'next/server';
import { version as reactVersion } from 'react';

import { StaticPage, staticMetadata } from '@/app/_components/static-page';
import { getAppMode } from '@/features/native-app/app-mode.server';
import { buildSettings, serviceUrl } from '@/lib/platform/env';
import { isSecret } from '@/lib/platform/security/secret';
import { MOSCOW_TZ } from '@/lib/shop/format/moscow-time';
import appPackage from '@/package.json';

import { checkApiHealth, healthUrl, readBuildStamp, type ApiHealth } from './_lib/build-info';
import styles from './dev.module.css';

// A service page: never indexed, never followed, and linked from nowhere.
export const metadata: Metadata = {
  ...staticMetadata('/dev/'),
  robots: { index: false, follow: false },
};

function moscowDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const text = new Intl.DateTimeFormat('ru-RU', {
    timeZone: MOSCOW_TZ,
    dateStyle: 'short',
    timeStyle: 'medium',
  }).format(date);
  return `${text} (МСК)`;
}

function healthText(health: ApiHealth): string {
  if (!health.ok) return `недоступен (${health.reason})`;
  const products = health.products === null ? '' : `, товаров: ${health.products}`;
  return `доступен, ${health.ms} мс${products}`;
}

type Props = { searchParams: Promise<{ token?: string | string[] }> };

/**
 * Whether this view may see the build: on a development server, or with `?token=` equal to
 * DEV_PAGE_TOKEN. Versions and build ids tell an attacker which published flaws apply, and the
 * back-end check is a call per view: strangers get neither.
 */
async function showsBuild(searchParams: Props['searchParams']): Promise<boolean> {
  if (process.env.NODE_ENV === 'development') return true;
  const { token } = await searchParams;
  return isSecret(typeof token === 'string' ? token : null, process.env.DEV_PAGE_TOKEN);
}

async function buildRows(): Promise<[string, string][]> {
  const [stamp, health] = await Promise.all([
    readBuildStamp(),
    checkApiHealth(healthUrl(serviceUrl('main'))),
  ]);
  const build = buildSettings();
  const builtAt = build.builtAt ?? stamp.builtAt;
  return [
    ['Версия приложения', build.version ?? appPackage.version],
    ['Next.js', nextPackage.version],
    ['React', reactVersion],
    ['Коммит', build.commit ?? 'не указан (GIT_COMMIT)'],
    ['Сборка (BUILD_ID)', stamp.buildId ?? 'нет (сервер разработки)'],
    ['Время сборки', builtAt ? moscowDateTime(builtAt) : 'неизвестно'],
    ['Режим', process.env.NODE_ENV ?? 'unknown'],
    ['API', healthText(health)],
  ];
}

/**
 * /dev/: the request's app mode for anyone (support checks the app's web view with it); what is
 * running — versions, commit, build, API health — only for developers (showsBuild).
 */
export default async function Page({ searchParams }: Props) {
  await connection();
  const [appMode, build] = await Promise.all([getAppMode(), showsBuild(searchParams)]);
  const rows: [string, string][] = [
    ['Режим приложения', appMode ? 'мобильное приложение' : 'сайт'],
    ...(build ? await buildRows() : []),
  ];
  return (
    <StaticPage path="/dev/">
      <dl className={styles.list}>
        {rows.map(([term, value]) => (
          <div key={term} className={styles.row}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {!build && <p>Сведения о сборке видны только разработчикам.</p>}
    </StaticPage>
  );
}
