import { RETRY_AFTER_S } from '@/lib/platform/page-cache/error-page';
import { KEPT_PAGE_CACHE_CONTROL } from '@/lib/platform/page-cache/page-cache';
import { mdDocument, mdLink } from '@/lib/shop/markdown/markdown-text';

import { textAnswer } from './conditional-answer';

const CONTENT_TYPE = 'text/markdown; charset=utf-8';

/**
 * A Markdown view's answer (docs/assistants.md). The same browser cache rule as the kept HTML
 * pages (asked again each time, never kept by a shared cache); `Vary: Accept` because the page's
 * own address answers HTML or this by the Accept header; the HTML page stays the canonical one.
 * No `noindex`: the views are meant to be read. A strong `ETag` of the body answers `304` to a
 * client that already has these bytes (conditional-answer.ts).
 */
export function markdownResponse(request: Request, body: string, canonicalUrl: string): Response {
  return textAnswer(request, body, {
    'content-type': CONTENT_TYPE,
    'cache-control': KEPT_PAGE_CACHE_CONTROL,
    vary: 'Accept',
    // URL writes a non-ASCII slug percent-encoded, as a header value must be
    link: `<${new URL(canonicalUrl).href}>; rel="canonical"`,
  });
}

/** The page does not exist: 404, as its HTML page answers. */
export function markdownNotFound(origin: string): Response {
  const body = mdDocument([
    '# Страница не найдена',
    `Откройте ${mdLink('каталог', `${origin}/catalog/`)} (${mdLink('Markdown', `${origin}/catalog.md`)}).`,
  ]);
  return new Response(body, {
    status: 404,
    headers: { 'content-type': CONTENT_TYPE, 'cache-control': 'no-store', vary: 'Accept' },
  });
}

/** The catalogue could not answer: 503 with Retry-After, as the HTML page without a kept copy. */
export function markdownUnavailable(): Response {
  return new Response(
    mdDocument(['# Произошла ошибка', 'Каталог временно недоступен, повторите запрос позже.']),
    {
      status: 503,
      headers: {
        'content-type': CONTENT_TYPE,
        'cache-control': 'no-store',
        'retry-after': String(RETRY_AFTER_S),
        vary: 'Accept',
      },
    },
  );
}
