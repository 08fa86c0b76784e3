import type { Metadata } from 'next';
import nextPackage from 'next/package.json';
import { connection } from 'next/server';
import { version as reactVersion } from 'react';

import { StaticPage, staticMetadata } from '@/app/_components/static-page';
import { getAppMode } from '@/features/native-app/app-mode.server';
import { buildSettings, serviceUrl } from '@/lib/env';
import { MOSCOW_TZ } from '@/lib/format/moscow-time';
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

/** /dev/: what is running — versions, commit, build, API health and the request's app mode. */
export default async function Page() {
  await connection();
  const api = healthUrl(serviceUrl('main'));
  const [stamp, health, appMode] = await Promise.all([
    readBuildStamp(),
    checkApiHealth(api),
    getAppMode(),
  ]);
  const build = buildSettings();
  const builtAt = build.builtAt ?? stamp.builtAt;
  const rows: [string, string][] = [
    ['Версия приложения', build.version ?? appPackage.version],
    ['Next.js', nextPackage.version],
    ['React', reactVersion],
    ['Коммит', build.commit ?? 'не указан (GIT_COMMIT)'],
    ['Сборка (BUILD_ID)', stamp.buildId ?? 'нет (сервер разработки)'],
    ['Время сборки', builtAt ? moscowDateTime(builtAt) : 'неизвестно'],
    ['Режим', process.env.NODE_ENV ?? 'unknown'],
    ['Режим приложения', appMode ? 'мобильное приложение' : 'сайт'],
    [`API (${api})`, healthText(health)],
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
    </StaticPage>
  );
}
