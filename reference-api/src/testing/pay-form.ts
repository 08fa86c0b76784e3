import type { Hono } from 'hono';

export type PayAction = 'confirm' | 'cancel';

const unescape = (text: string): string =>
  text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

/**
 * The fields of the stand-in payment page's form for an action, read from the page as a browser
 * would submit them (the amount and the signature the «bank» put there included).
 */
export async function payPageForm(
  app: Hono,
  uuid: string,
  action: PayAction,
  query = '',
): Promise<URLSearchParams> {
  const page = await app.request(`/order/pay/${uuid}${query}`);
  if (page.status !== 200) throw new Error(`pay page answered ${page.status}`);
  const html = await page.text();
  const form = new RegExp(`<form[^>]*action="/order/pay/[^"]+/${action}">(.*?)</form>`, 's').exec(
    html,
  )?.[1];
  if (!form) throw new Error(`no ${action} form on the pay page`);
  const fields = new URLSearchParams();
  for (const input of form.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    fields.set(unescape(input[1]!), unescape(input[2]!));
  }
  return fields;
}

/** Posts form fields to the payment callback, as the bank's page does. */
export function postPayForm(
  app: Hono,
  uuid: string,
  action: PayAction,
  fields: URLSearchParams,
): Promise<Response> {
  return Promise.resolve(
    app.request(`/order/pay/${uuid}/${action}`, {
      method: 'POST',
      body: fields.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
  );
}

/** Submits the page's own signed form for the action: what «Оплатить» / «Отменить» do. */
export async function submitPayPage(
  app: Hono,
  uuid: string,
  action: PayAction,
  query = '',
): Promise<Response> {
  return postPayForm(app, uuid, action, await payPageForm(app, uuid, action, query));
}
