import { telHref } from '@/lib/shop/format/tel-href';

import type { RenderedPage } from './page-cache';

/** The error page runs no script and loads nothing but its own inline style. */
const ERROR_PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'self'";

/** Seconds a client (a crawler above all) is asked to wait before it tries a 503 page again. */
export const RETRY_AFTER_S = 30;

const escape = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The error card of spec 2.5 and 8 as a whole page of its own, for when the proxy got
 * no render back (the server did not answer within the render's deadline) or the render broke:
 * the same texts as the store's card — «Произошла ошибка», reload or retry, the support phone,
 * «ПРОДОЛЖИТЬ» (a link to the same page) — readable without any script and without the services —
 * and the request's id as the error code support finds the logs by.
 */
export function errorPage(
  path: string,
  supportPhone: string,
  status: number,
  requestId: string | null,
): RenderedPage {
  const phone = escape(supportPhone);
  const code = requestId
    ? `\n<p class="code">Код ошибки: <code>${escape(requestId)}</code></p>`
    : '';
  const body = `<!doctype html>
<html lang="ru"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Произошла ошибка — Ювелирный магазин</title>
<style>body{margin:0;font-family:system-ui,sans-serif;color:#1a1a1a}main{max-width:32rem;margin:12vh auto;padding:0 1.25rem}h1{font-size:1.75rem;margin:0 0 1rem}p{line-height:1.5}a{color:inherit}.continue{display:inline-block;margin-top:1rem;padding:.75rem 2rem;background:#1a1a1a;color:#fff;text-decoration:none;letter-spacing:.05em}.continue:focus-visible{outline:3px solid #c9a227;outline-offset:2px}.code{font-size:.8125rem;color:#5f5f66;overflow-wrap:anywhere}</style>
</head><body><main>
<p><a href="/">Ювелирный — на главную</a></p>
<h1>Произошла ошибка</h1>
<p>Что-то пошло не так. Обновите страницу или повторите попытку позже.</p>
<p>Служба поддержки: <a href="${escape(telHref(supportPhone))}">${phone}</a></p>${code}
<a class="continue" href="${escape(path)}">ПРОДОЛЖИТЬ</a>
</main></body></html>`;
  return {
    status,
    headers: [
      ['content-type', 'text/html; charset=utf-8'],
      ['cache-control', 'no-store'],
      ['content-security-policy', ERROR_PAGE_POLICY],
      ...(status === 503 ? ([['retry-after', String(RETRY_AFTER_S)]] as [string, string][]) : []),
    ],
    body,
    nonce: '',
  };
}
