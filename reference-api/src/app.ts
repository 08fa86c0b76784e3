import { Hono } from 'hono';
import { z } from 'zod';

import { cartRoutes } from './cart/routes';
import { adminProductRoutes } from './catalog/admin-products';
import { createCatalogContext } from './catalog/context';
import { catalogRoutes } from './catalog/routes';
import { stockChangeNotifier } from './catalog/stock-change';
import { mountContentRoutes } from './content/content-routes';
import { uploadsDirFor } from './content/uploads';
import { accountConfig, type AccountOptions } from './core/options';
import { coreRoutes } from './core/routes';
import type { Db } from './db/open-db';
import { deliveryRoutes } from './delivery/routes';
import { createFaultSwitch } from './faults/fault-switch';
import { adminDigest } from './http/admin-token';
import { requestBodyLimit } from './http/body-limit';
import { errorHandler, notFoundHandler } from './http/errors';
import { metricsRoute, observeRequests } from './http/observe';
import { storeRevalidator, type StoreRevalidator } from './http/store-revalidate';
import { accountRoutes } from './main/account-routes';
import { addressRoutes } from './main/address-suggestions';
import { authRoutes } from './main/auth-routes';
import { legacyCheckoutRoutes } from './main/legacy-checkout';
import { refundRoutes } from './main/refund-routes';
import { mainRoutes } from './main/routes';
import { mediaDirFor, mediaHandler } from './media/media-route';
import { orderRoutes } from './order/routes';
import type { ReservationOptions } from './reservation/options';
import { reservationRoutes } from './reservation/routes';
import { shopStockRoutes } from './reservation/stock-routes';

export type AppOptions = {
  /** Where generated images live; defaults to `media/` next to the DB file. */
  mediaDir?: string;
  /** Where uploaded files (vacancy CVs) are stored; defaults to `uploads/` next to the DB file. */
  uploadsDir?: string;
  /**
   * Bearer token of admin writes (tests); else `REFERENCE_ADMIN_TOKEN`, else the token generated at
   * first start whose hash the database keeps (http/admin-token.ts). There is no default.
   */
  adminToken?: string;
  /** Sign-in, account and favourites: clock, fixed test code, favourites limit (tests). */
  accounts?: AccountOptions;
  /**
   * Tells the store what an admin write changed (tests); else the webhook of STORE_REVALIDATE_URL
   * and REVALIDATE_SECRET, else nothing (http/store-revalidate.ts).
   */
  revalidate?: StoreRevalidator;
  /** Reservations: clock (else the accounts' clock), hold hours, per-client limit (tests). */
  reservations?: ReservationOptions;
};

// Validation messages reach shoppers through the storefront's forms, so they are in Russian.
z.config(z.locales.ru());

/**
 * One Hono app for every service of spec 7, each under its own prefix, so the storefront's
 * per-service base URLs are `<origin>/core`, `/main`, `/catalog`, `/delivery`, `/order`, `/cart`.
 */
export function createApp(db: Db, options: AppOptions = {}): Hono {
  const app = new Hono();
  // Outermost: every answer, a fault's and a refusal's included, has its id, its line, its count.
  app.use(observeRequests());
  // First, so an armed fault (docs/faults.md; only with REFERENCE_API_FAULTS=1) meets every request.
  const faults = createFaultSwitch();
  app.use(faults.middleware);
  // Every body, the fault switch's own included (defence in depth).
  app.use(requestBodyLimit());
  app.route('/__faults', faults.routes);
  const accounts = accountConfig(options.accounts);
  // the shop filter of lists counts reservations on the clock that holds them
  const catalog = createCatalogContext(db, options.reservations?.now ?? accounts.now);

  app.get('/metrics', metricsRoute);
  app.get('/health', (c) => {
    const row = db.prepare<[], { n: number }>('SELECT count(*) AS n FROM products').get();
    return c.json({ status: 'ok', products: row?.n ?? 0 });
  });
  app.get('/media/*', mediaHandler(options.mediaDir ?? mediaDirFor(db.name)));
  const admin = adminDigest(
    db,
    options.adminToken ?? (process.env.REFERENCE_ADMIN_TOKEN?.trim() || undefined),
  );
  const revalidate = options.revalidate ?? storeRevalidator();
  const onStockChange = stockChangeNotifier(db, () => catalog.lister.reload(), revalidate);
  app.route('/catalog', catalogRoutes(catalog, accounts));
  app.route(
    '/catalog',
    adminProductRoutes(catalog, { adminDigest: admin, revalidate, onStockChange }),
  );
  app.route('/main', mainRoutes(catalog, { adminDigest: admin, revalidate }));
  app.route('/main', addressRoutes(db));
  app.route('/main', authRoutes(db, accounts));
  app.route('/main', accountRoutes(db, accounts));
  app.route('/main', refundRoutes(db, accounts));
  app.route('/core', coreRoutes(db, accounts));
  app.route('/main', legacyCheckoutRoutes(db, { onStockChange, now: accounts.now }));
  app.route('/cart', cartRoutes(db, { onStockChange }));
  app.route('/delivery', deliveryRoutes(db));
  app.route('/order', orderRoutes(db, { onStockChange, now: accounts.now }));
  const reservations = { now: accounts.now, ...options.reservations };
  app.route('/order', reservationRoutes(db, accounts, reservations));
  app.route('/catalog', shopStockRoutes(db, reservations.now));
  mountContentRoutes(app, {
    db,
    catalog,
    adminDigest: admin,
    uploadsDir: options.uploadsDir ?? uploadsDirFor(db.name),
  });

  app.notFound(notFoundHandler);
  app.onError(errorHandler);
  return app;
}
