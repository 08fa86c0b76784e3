/**
 * The one writer of `window.dataLayer` for the store's own events. Tag managers (GTM, Yandex
 * Metrica's e-commerce) read the array; the store only ever pushes to it.
 */
export type DataLayerEntry = Record<string, unknown>;

type WithDataLayer = { dataLayer?: unknown[] };

/** The page's data layer, created when missing; null on the server. */
function dataLayer(): unknown[] | null {
  if (typeof window === 'undefined') return null;
  const host = window as unknown as WithDataLayer;
  if (!Array.isArray(host.dataLayer)) host.dataLayer = [];
  return host.dataLayer;
}

/**
 * Pushes entries in order. A no-op on the server, and never throws: a broken or replaced data layer
 * (an ad blocker's stub, a tag that throws inside its push hook) must not break a page.
 */
export function pushToDataLayer(...entries: DataLayerEntry[]): void {
  try {
    const layer = dataLayer();
    if (!layer) return;
    for (const entry of entries) layer.push(entry);
  } catch {
    // analytics is best effort
  }
}

/** Every price the store reports is in roubles. */
export const CURRENCY = 'RUB';

/**
 * An e-commerce event, after the `{ ecommerce: null }` reset GA4 and GTM ask for. Every one says
 * its currency at the event level: a GA4 property or Metrica counter whose own currency is another
 * would otherwise read the roubles as that.
 */
export function pushEcommerce(event: string, ecommerce: DataLayerEntry): void {
  pushToDataLayer({ ecommerce: null }, { event, ecommerce: { currency: CURRENCY, ...ecommerce } });
}
