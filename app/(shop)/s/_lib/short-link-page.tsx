import { redirect } from 'next/navigation';

import { StaticPage } from '@/app/_components/static-page';

import { getShortLink } from './get-short-link';

/**
 * /s/?c=<code> and /s/<code>/: redirects (307) to the link's page of this site, or says the link
 * is invalid, with a way on to the catalogue. Never redirects off-site.
 */
export async function ShortLinkPage({ code }: { code: string | string[] | undefined }) {
  const result = await getShortLink(code);
  if (result.kind === 'redirect') redirect(result.target);
  const unavailable = result.kind === 'unavailable';
  return (
    <StaticPage path="/s/">
      <section aria-labelledby="short-link-status">
        <h2 id="short-link-status">
          {unavailable ? 'Не удалось открыть ссылку' : 'Ссылка недействительна'}
        </h2>
        <p>
          {unavailable
            ? 'Сервис временно недоступен. Обновите страницу через минуту.'
            : 'Возможно, акция закончилась или в ссылке опечатка. Все украшения и актуальные предложения — в каталоге.'}
        </p>
        <p>
          <a href="/catalog/">Перейти в каталог</a>
        </p>
      </section>
    </StaticPage>
  );
}
