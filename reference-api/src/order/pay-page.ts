import { INSTALMENT_PARTS } from '../../../lib/platform/api/contracts/legacy-checkout';
import type { Order } from '../../../lib/platform/api/contracts/order';
import { formatRub } from '../cart/promo';

export const DEFAULT_RETURN_URL = 'http://localhost:3000/payment/';

/** The storefront's page that reads a payment's outcome; the only return a payment may take. */
export const RETURN_PATH = '/payment/';

/**
 * Where the payment page sends the shopper back: a storefront's /payment/ page (http or https, no
 * credentials), else the default. Like a real acquirer's registered return URL, anything else —
 * another path, a `javascript:` URL — is never followed, so the stand-in is no open redirect.
 */
export function returnTarget(value: string | undefined): string {
  if (!value) return DEFAULT_RETURN_URL;
  try {
    const url = new URL(value);
    const web = url.protocol === 'http:' || url.protocol === 'https:';
    const plain = url.username === '' && url.password === '' && url.pathname === RETURN_PATH;
    return web && plain ? `${url.origin}${RETURN_PATH}` : DEFAULT_RETURN_URL;
  } catch {
    return DEFAULT_RETURN_URL;
  }
}

const escape = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** What the «bank» signed for each button (payment-signature.ts): the amount and two signatures. */
export type PaySignatures = { amount: string; paid: string; cancelled: string };

/**
 * A stand-in for the bank's payment page: pay or cancel, then back to the storefront. Each button
 * posts the amount and the signature of its outcome, as the bank's result callback would; the page
 * shows the number, the total and the status only — no personal data.
 */
export function payPage(
  order: Order,
  returnUrl: string,
  signatures: PaySignatures,
  options: { instalment?: boolean } = {},
): string {
  const title = options.instalment ? 'Оплата заказа в рассрочку' : 'Оплата заказа';
  const plan = options.instalment
    ? `<p>Рассрочка без переплаты: ${INSTALMENT_PARTS} равных платежа по ${escape(
        formatRub(Math.ceil(order.totals.total / INSTALMENT_PARTS)),
      )}, первый — сейчас, остальные — раз в месяц.</p>`
    : '';
  const done = order.status !== 'awaiting_payment';
  const hidden = (name: string, value: string) =>
    `<input type="hidden" name="${name}" value="${escape(value)}">`;
  const form = (action: string, label: string, signature: string) =>
    `<form method="post" action="/order/pay/${escape(order.uuid)}/${action}">` +
    hidden('returnUrl', returnUrl) +
    hidden('amount', signatures.amount) +
    hidden('signature', signature) +
    `<button type="submit"${done ? ' disabled' : ''}>${label}</button></form>`;
  return `<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><title>${title} ${escape(order.number)}</title>
<style>body{font-family:sans-serif;max-width:28rem;margin:4rem auto}form{display:inline-block;margin-right:1rem}button{font-size:1rem;padding:.6rem 1.4rem}</style>
</head><body>
<h1>${title} ${escape(order.number)}</h1>
${plan}<p>К оплате: <strong>${escape(formatRub(order.totals.total))}</strong></p>
<p>Статус: ${escape(order.status)}</p>
${form('confirm', 'Оплатить', signatures.paid)}
${form('cancel', 'Отменить', signatures.cancelled)}
</body></html>`;
}
