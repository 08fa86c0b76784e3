/** Business constants of spec section 9, in one place. */
/** The store's name; the catalogue has no brand field, so the store is the brand (SEO, analytics). */
export const STORE_BRAND = 'Ювелирный магазин';
export const CATALOG_PAGE_SIZES = [16, 32, 64] as const;
export const CATALOG_DEFAULT_PAGE_SIZE = 32;
export const ORDERS_PAGE_SIZE_MAIN = 15;
export const ORDERS_PAGE_SIZE_ACCOUNT = 10;
export const FAVORITES_LIMIT = 1000;
export const FAVORITES_PAGE_SIZE = 20;
export const COLLECTIONS_PAGE_SIZE = 8;
export const COLLECTION_PRODUCTS_PAGE_SIZE = 40;
export const RECOMMENDATION_LIMIT = 8;
export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_DEBOUNCE_MS = 400;
export const NAME_MAX_LENGTH = 50;
export const PRODUCT_NAME_CUT = 50;
export const SNACKBAR_MS = 5000;
export const COOKIE_MAX_AGE_S = 86400;
export const RELOAD_GUARD_MS = 60000;
export const LOGIN_RETRY_WAIT_MS = 60 * 60 * 1000;
export const BREAKPOINTS = { sm: 576, md: 768, lg: 992, xl: 1200 } as const;
export const SMS_CODE_LENGTH = 6;
export const CALL_CODE_LENGTH = 4;
export const BIRTH_YEAR_MIN = 1900;
export const TOO_MANY_REQUESTS_MODAL_DELAY_MS = 200;
export const SCROLL_TARGET_RETRIES = 10;
export const SCROLL_TARGET_INTERVAL_MS = 100;

/** Names of what the store keeps in the browser (spec 3 "Stored in the browser"). */
export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  profileToken: 'profileToken',
  legacyCartToken: 'shop_cart_token',
  userId: 'userId',
  userName: 'userName',
  oidcLastPath: 'oidcLastPath',
  wishlistCount: 'wishlistCount',
  promocode: 'promocode',
  productLists: 'productLists',
  /** the SKUs of the products opened on this device, oldest first (lib/shop/recently-viewed.ts) */
  recentlyViewed: 'recentlyViewed',
  scrollTarget: 'scrollTarget',
  deviceId: 'deviceId',
  /** the native app's push token registered for this device (removed at logout) */
  pushToken: 'pushToken',
  reloadGuard: 'assetReloadAt',
  /** set on the first visit; a later browser session counts as a returning user */
  firstVisit: 'returningUser',
} as const;

/** The cart session id: HttpOnly, set by the service door only (lib/platform/api/cart-session.ts). */
export const CART_SESSION_COOKIE = 'cart_session_id';
/** Readable by page scripts, holds no secret: «this browser has a cart session». */
export const CART_SESSION_HINT_COOKIE = 'cart_session';
