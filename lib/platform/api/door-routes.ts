import type { ServiceName } from './contracts/conventions';
import { CV_MAX_BYTES } from './contracts/vacancies';

/**
 * The service door's allow-list: exactly the calls the browser makes through
 * `/svc/{service}/…`, one line each — method, path pattern, what body it takes. Anything not on
 * this list answers 404 without reaching a service: admin calls (SEO, price and stock writes),
 * provider callbacks (payment confirmation), test hooks and every path nobody calls.
 *
 * A `:name` segment matches one path segment of letters, digits and `-_.~` (a slug, uuid or id).
 * `lib/platform/api/door-routes.test.ts` walks every browser call site and proves each is on this list,
 * and that every line here is called by one.
 */
export type DoorMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type DoorBody = 'none' | 'json' | 'multipart';

export type DoorRoute = {
  method: DoorMethod;
  path: string;
  /** What a non-empty body must be; `none` refuses any body. */
  body: DoorBody;
  /** The largest body the door reads; larger → 413 before it is read. */
  maxBytes: number;
};

/** JSON bodies: a cart change, a form, a filter — nothing a shopper sends comes near it. */
export const JSON_MAX_BYTES = 64 * 1024;
/** The vacancy form: its CV (5 MB) plus the text fields and the multipart framing. */
export const MULTIPART_MAX_BYTES = CV_MAX_BYTES + 64 * 1024;

const route =
  (method: DoorMethod, body: DoorBody) =>
  (path: string, options: Partial<Pick<DoorRoute, 'maxBytes'>> = {}): DoorRoute => ({
    method,
    path,
    body,
    maxBytes: options.maxBytes ?? (body === 'multipart' ? MULTIPART_MAX_BYTES : JSON_MAX_BYTES),
  });

const get = route('GET', 'none');
const post = route('POST', 'json');
const put = route('PUT', 'json');
const patch = route('PATCH', 'json');
const del = route('DELETE', 'json');
const upload = route('POST', 'multipart');

export const DOOR_ROUTES: Readonly<Record<ServiceName, readonly DoorRoute[]>> = {
  core: [
    get('/jwt/token'),
    get('/profile'),
    post('/update-profile'),
    get('/is-fill-profile'),
    get('/bonus-state'),
    get('/bonus-history'),
    get('/orders'),
    get('/oidc-gid-get-redirect-url'),
    get('/oidc-tid-get-redirect-url'),
    post('/oidc-gid-get-user-info'),
    post('/oidc-tid-get-user-info'),
  ],
  main: [
    // sign-in
    post('/otp/sendV2'),
    post('/otp/call'),
    post('/auth/login'),
    post('/auth/oidc'),
    post('/auth/logout'),
    // account
    put('/user/profile'),
    get('/supports/order-refund'),
    post('/supports/order-refund'),
    post('/push_token/token'),
    del('/push_token/token'),
    post('/user/mailing-profile'),
    post('/subscribes/landing'),
    // checkout: address suggestions, the legacy flow and the payment page's polling
    get('/get_suggestions_by_query'),
    get('/get_checkout'),
    get('/checkout/summary'),
    post('/orders/order'),
    get('/orders/order/:id'),
    get('/get_status'),
    // content
    get('/recommendations/:type'),
    get('/live/broadcast'),
    get('/live/product/:kind'),
    post('/survey/send'),
    post('/survey/tv/send'),
    put('/nps/tv/save'),
    upload('/vacancies/apply'),
    // images the CMS links to a service (features/content/utils/asset-url.ts)
    get('/gold-bars/:id/image.svg'),
  ],
  catalog: [
    // products by SKU: the «Вы смотрели» slider (features/recently-viewed)
    post('/product/list'),
    post('/product/list/by-category/:slug'),
    post('/product/list/collection/:slug'),
    post('/product/view/:slug'),
    post('/product/wishlist/short'),
    post('/product/wishlist/:id'),
    del('/product/wishlist/:id'),
    del('/product/wishlist'),
    post('/product/list/wishlist'),
    // stock per shop: «Наличие в магазинах» (features/reservation)
    get('/product/:id/stock'),
  ],
  delivery: [
    get('/api/delivery/carrier/list'),
    post('/api/delivery/point/new/list'),
    post('/api/delivery/point/group'),
    post('/api/delivery/carrier/by-cost'),
    post('/api/delivery/address/ext-list'),
    del('/api/delivery/address/:id'),
  ],
  order: [
    post('/api/order'),
    get('/api/order/:uuid'),
    get('/api/payment-system/available/:cartUuid'),
    // reservations to try on in a shop (features/reservation, «Мои заказы»)
    post('/api/reservation'),
    get('/api/reservation/list'),
    get('/api/reservation/:uuid'),
    post('/api/reservation/:uuid/cancel'),
  ],
  cart: [
    get('/api/cart'),
    put('/api/cart'),
    post('/api/cart/item'),
    del('/api/cart/item/:uuid'),
    patch('/api/cart/item/increase/:uuid'),
    patch('/api/cart/item/decrease/:uuid'),
    del('/api/cart/clear-out-of-stock'),
    put('/api/cart/promocode'),
    del('/api/cart/promocode'),
    patch('/api/cart/pay-system'),
    put('/api/cart/delivery'),
    del('/api/cart/delivery'),
  ],
};

const PARAM_SEGMENT = /^[A-Za-z0-9_~.-]{1,200}$/;

function segmentMatches(pattern: string, segment: string): boolean {
  if (!pattern.startsWith(':')) return pattern === segment;
  // never `.` or `..`: a URL folds them, so they would reach another path of the service
  return PARAM_SEGMENT.test(segment) && !/^\.+$/.test(segment);
}

/**
 * The door's line for a browser call, or null: the call is not one the browser makes. `segments`
 * are the decoded path segments after `/svc/{service}`.
 */
export function findDoorRoute(
  service: string,
  method: string,
  segments: readonly string[],
): DoorRoute | null {
  const routes = (DOOR_ROUTES as Record<string, readonly DoorRoute[] | undefined>)[service];
  if (!routes || !Object.hasOwn(DOOR_ROUTES, service)) return null;
  const upper = method.toUpperCase();
  for (const candidate of routes) {
    if (candidate.method !== upper) continue;
    const pattern = candidate.path.split('/').slice(1);
    if (pattern.length !== segments.length) continue;
    if (pattern.every((part, index) => segmentMatches(part, segments[index]!))) return candidate;
  }
  return null;
}
